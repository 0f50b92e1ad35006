import type { ReactNode } from "react";

/** One titled part of an /admin settings screen. */
export function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
