import type { ReactNode } from "react";
import type { FencingType } from "../content/types";
import { CheckList } from "@/components/check-list";

interface FencingTypeCardProps {
  fencing: FencingType;
  /** the photo or slideshow */
  media: ReactNode;
  /** profiles, styles or a download that only this kind of fence has, across the card's full width */
  children?: ReactNode;
  reversed?: boolean;
}

/** One kind of fence: picture beside its summary, features and what it suits, then its extras. */
export function FencingTypeCard({ fencing, media, children, reversed = false }: FencingTypeCardProps) {
  const headingId = `fencing-${fencing.id}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <div className="lg:grid lg:grid-cols-2">
        <div className={reversed ? "lg:order-2" : ""}>{media}</div>
        <div className="p-6 sm:p-8">
          <h3 id={headingId} className="text-2xl font-bold text-ink">
            {fencing.name}
          </h3>
          <p className="mt-3 leading-relaxed text-ink-muted">{fencing.summary}</p>
          <CheckList
            items={fencing.features}
            className="mt-4 space-y-2"
            itemClassName="flex gap-2 text-ink"
            iconClassName="mt-0.5 h-5 w-5 flex-none text-brand-600"
          />
          <p className="mt-4 rounded-md bg-brand-50 px-4 py-3 text-sm text-ink">
            <strong className="font-semibold text-brand-800">Ideal for:</strong> {fencing.idealFor}
          </p>
        </div>
      </div>
      {children && <div className="border-t border-gray-100 px-6 pb-6 sm:px-8 sm:pb-8">{children}</div>}
    </article>
  );
}
