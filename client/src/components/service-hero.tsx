import type { ReactNode } from "react";
import type { SlotImage } from "@shared/showcase/slot-image";
import { CallButton, EstimateButton, QuoteButton } from "./contact-actions";
import { PageHero } from "./page-hero";
import { TrustPoints } from "./trust-points";

/**
 * The opening band of a service page (retaining walls, fencing): its name as the breadcrumb and the heading, the
 * three ways to get a price, and the trust points under them.
 */
export function ServiceHero({ title, eyebrow, lead, image }: { title: string; eyebrow: string; lead: ReactNode; image: SlotImage }) {
  return (
    <PageHero crumb={title} eyebrow={eyebrow} title={title} lead={lead} footer={<TrustPoints />} image={image}>
      <CallButton />
      <QuoteButton />
      <EstimateButton />
    </PageHero>
  );
}
