import type { ReactNode } from "react";
import { cardClass } from "./golf-styles";

interface CompanyCardProps {
  /** the heading's id, which names the card */
  headingId: string;
  name: string;
  /** under the name: the country and the like */
  subtitle: ReactNode;
  /** beside the name: a rating, a segment badge */
  aside?: ReactNode;
  /** the staff's edit and delete buttons */
  actions?: ReactNode;
  children: ReactNode;
}

/** A golf company's card (a supplier, a competitor): its name and country at the top, its details, then the staff actions. */
export function CompanyCard({ headingId, name, subtitle, aside, actions, children }: CompanyCardProps) {
  return (
    <article aria-labelledby={headingId} className={`${cardClass} flex w-full flex-col p-5`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold leading-snug text-ink">
            {name}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{subtitle}</p>
        </div>
        {aside}
      </div>
      {children}
      {actions}
    </article>
  );
}
