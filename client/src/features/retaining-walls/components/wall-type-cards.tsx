import { ContentSection } from "@/components/content-section";
import { wallTypes } from "../content/wall-types";
import { SiteImage } from "@/components/site-image";
import { CheckList } from "@/components/check-list";

/** Concrete, Timber and Composite walls with their features and what each suits. */
export function WallTypeCards() {
  return (
    <ContentSection
      id="wall-types-title"
      eyebrow="Wall types"
      title="Three ways to hold back a slope"
      intro="We build with three sleeper materials. On your free site visit we'll recommend the one that suits your block, your budget and the height you need."
    >
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {wallTypes.map((wall, index) => (
          <article
            key={wall.id}
            aria-labelledby={`wall-${wall.id}`}
            className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
          >
            <SiteImage
              image={wall.image}
              sizes="(min-width: 1024px) 400px, (min-width: 768px) 33vw, 100vw"
              loading={index === 0 ? "eager" : "lazy"}
              className="aspect-[8/5] h-auto w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 id={`wall-${wall.id}`} className="text-xl font-bold text-ink">
                {wall.name}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{wall.summary}</p>
              <CheckList
                items={wall.features}
                className="mt-4 space-y-2 text-sm"
                itemClassName="flex gap-2 text-ink"
                iconClassName="h-5 w-5 flex-none text-brand-600"
              />
              <p className="mt-auto pt-5 text-sm text-ink">
                <span className="block rounded-md bg-brand-50 px-4 py-3">
                  <strong className="font-semibold text-brand-800">Ideal for:</strong> {wall.idealFor}
                </span>
              </p>
            </div>
          </article>
        ))}
      </div>
    </ContentSection>
  );
}
