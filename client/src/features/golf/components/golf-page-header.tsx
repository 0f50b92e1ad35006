import type { ReactNode } from "react";

export interface GolfPageHeaderProps {
  title: string;
  description: string;
  /** e.g. the sample-data badge */
  meta?: ReactNode;
  /** e.g. the Add Supplier toggle */
  actions?: ReactNode;
}

/** A golf page's one h1 with its summary and actions. */
export function GolfPageHeader({ title, description, meta, actions }: GolfPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted sm:text-base">{description}</p>
        {meta && <div className="mt-3 flex flex-wrap items-center gap-2">{meta}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
