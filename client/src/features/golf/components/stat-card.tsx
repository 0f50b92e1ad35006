import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cardClass } from "./golf-styles";

interface StatCardProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: LucideIcon;
  /** where the figure comes from (issue 14): its source and year, or that it is a sample */
  provenance?: string;
}

/** A headline number with its label and a line of context. */
export function StatCard({ label, value, detail, icon: Icon, provenance }: StatCardProps) {
  return (
    <div className={`${cardClass} min-w-0 p-4 sm:p-5`}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <span
          className="hidden h-8 w-8 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700 sm:flex"
          aria-hidden="true"
        >
          <Icon className="h-4 w-4" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-semibold tabular-nums tracking-tight text-ink sm:text-3xl">{value}</p>
      {detail && <p className="mt-1 text-xs text-ink-muted sm:text-sm">{detail}</p>}
      {provenance && <p className="mt-2 border-t border-slate-100 pt-1.5 text-xs text-ink-muted">{provenance}</p>}
    </div>
  );
}
