import { ContentSection } from "@/components/content-section";
import { concreteRanges } from "../content/concrete-ranges";
import type { ConcreteRange } from "../content/types";
import { SiteImage } from "@/components/site-image";

function RangeGallery({ range }: { range: ConcreteRange }) {
  const headingId = `range-${range.id}`;
  const columns = range.photos.length % 3 === 0 ? "sm:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4";
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-8">
      <div className="md:flex md:items-end md:justify-between md:gap-8">
        <div className="max-w-2xl">
          <h3 id={headingId} className="text-xl font-bold text-ink sm:text-2xl">
            {range.name}
          </h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{range.description}</p>
        </div>
        <ul className="mt-3 flex flex-wrap gap-2 md:mt-0 md:max-w-xs md:justify-end">
          {range.highlights.map((highlight) => (
            <li key={highlight} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
              {highlight}
            </li>
          ))}
        </ul>
      </div>
      <ul className={`mt-5 grid grid-cols-2 gap-3 ${columns}`}>
        {range.photos.map((photo) => (
          <li key={photo.slot}>
            <SiteImage
              image={photo}
              sizes="(min-width: 1024px) 320px, (min-width: 640px) 33vw, 50vw"
              className="aspect-[8/5] h-auto w-full rounded-lg object-cover shadow-sm ring-1 ring-gray-200"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Classic and Premium Sealed concrete sleeper ranges with their photos. */
export function ConcreteRangesSection() {
  return (
    <ContentSection
      id="concrete-ranges-title"
      grey
      eyebrow="Concrete sleeper ranges"
      title="Choose your finish"
      intro="Both ranges use the same engineered, steel-reinforced sleepers and galvanised posts. The difference is the look, and how long it stays that way."
    >
      {concreteRanges.map((range) => (
        <RangeGallery key={range.id} range={range} />
      ))}
    </ContentSection>
  );
}
