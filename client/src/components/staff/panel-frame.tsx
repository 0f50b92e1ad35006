import type { ReactNode } from "react";

/** The white card that holds one tab's list. */
export function PanelFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <header className="px-4 pt-4 pb-3 sm:px-5">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <p className="mt-0.5 text-sm text-ink-muted">{description}</p>
      </header>
      {children}
    </section>
  );
}
