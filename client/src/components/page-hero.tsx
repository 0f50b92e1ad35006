import type { ReactNode } from "react";
import { pictureSources } from "@shared/showcase/media-urls";
import type { SlotImage } from "@shared/showcase/slot-image";
import { useShownImage } from "@/lib/site-content";
import { Breadcrumb } from "./breadcrumb";

interface PageHeroProps {
  /** the page's name in the breadcrumb under Home, shown above the heading */
  crumb?: string;
  /** a back link or another way back, in place of the breadcrumb */
  navigation?: ReactNode;
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** call-to-action buttons */
  children?: ReactNode;
  /** extra content under the actions, e.g. trust points */
  footer?: ReactNode;
  /** a picture beside the text on wide screens; phones skip it so the buttons stay near the top */
  image?: SlotImage;
}

/** The dark-green opening band of an inner public page: where you are, the page's h1 and its actions. */
const EMPTY_PIXEL = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

export function PageHero({ crumb, navigation, eyebrow, title, lead, children, footer, image }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white" aria-labelledby="page-title">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(121,184,147,0.35),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-content px-4 pb-10 pt-6 sm:px-6 sm:pb-16 sm:pt-10">
        {crumb ? <Breadcrumb items={[{ label: "Home", href: "/" }, { label: crumb }]} /> : navigation}
        <div className={image ? "lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:gap-12" : ""}>
          <div>
            {eyebrow && <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-accent-400">{eyebrow}</p>}
            <h1 id="page-title" className="mt-2 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
              {title}
            </h1>
            <div className="mt-4 max-w-2xl text-base leading-relaxed text-brand-50 sm:text-lg">{lead}</div>
            {children && <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
            {footer && <div className="mt-6">{footer}</div>}
          </div>
          {image && <HeroPicture slotImage={image} />}
        </div>
      </div>
    </section>
  );
}

const WIDE = "(min-width: 1024px)";

/**
 * Shown from lg only, where it is the largest paint: phones get an empty pixel, wide screens the picture at
 * once (the slot's photo in AVIF or WebP at the width the 26rem column needs, else its drawing).
 */
function HeroPicture({ slotImage }: { slotImage: SlotImage }) {
  const image = useShownImage(slotImage);
  return (
    <picture>
      {pictureSources(image).map((source) => (
        <source key={source.type} media={WIDE} type={source.type} srcSet={source.srcset} sizes="26rem" />
      ))}
      <source media={WIDE} srcSet={image.src} />
      <img
        src={EMPTY_PIXEL}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        className="mt-6 hidden h-auto w-full rounded-xl shadow-2xl ring-4 ring-white/10 lg:block"
      />
    </picture>
  );
}
