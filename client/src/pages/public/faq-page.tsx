import { useMemo } from "react";
import { CtaBand } from "@/components/cta-band";
import { PageHero } from "@/components/page-hero";
import { SiteLayout } from "@/components/site-layout/site-layout";
import { FaqAccordion } from "@/features/faq";
import { useBusiness } from "@/lib/client-config";
import { faqItems } from "@shared/content/faq";
import { BREADCRUMB_NAMES } from "@shared/seo/breadcrumbs";

export default function FaqPage() {
  const business = useBusiness();
  const items = useMemo(() => faqItems(business), [business]);
  return (
    <SiteLayout>
      <PageHero
        crumb={BREADCRUMB_NAMES.faq}
        eyebrow="Help and advice"
        title="Frequently Asked Questions"
        lead={
          <p>
            Straight answers about retaining walls and fencing in Queensland: engineering and council approval, minimum job sizes, how long
            the work takes and how long each material lasts.
          </p>
        }
      />
      <section aria-labelledby="faq-list-title" className="bg-gray-50">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <h2 id="faq-list-title" className="sr-only">
            Questions and answers
          </h2>
          <FaqAccordion items={items} />
        </div>
      </section>
      <CtaBand
        id="faq-cta-title"
        title="Still have a question?"
        text={
          <p>
            Every site is different. Call us {business.hours}, or request a free on-site quote and we'll contact you{" "}
            {business.responsePromise}.
          </p>
        }
      />
    </SiteLayout>
  );
}
