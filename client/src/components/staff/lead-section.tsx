import { type ReactNode, useId } from "react";

/** One part of an opened lead (Request, Progress, Notes...): a small heading that names the section. */
export function LeadSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-4 sm:px-5">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}
