import { cardClass } from "./golf-styles";

interface CardSkeletonsProps {
  count: number;
  /** read by screen readers, e.g. "Loading products" */
  label: string;
  className?: string;
}

/** Placeholder cards while a golf list loads (spec section 4 sets how many). */
export function CardSkeletons({ count, label, className = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" }: CardSkeletonsProps) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="card-skeleton" aria-hidden="true" className={`${cardClass} animate-pulse p-5`}>
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-1/3 rounded bg-slate-200" />
          <div className="mt-6 space-y-2">
            <div className="h-3 w-full rounded bg-slate-100" />
            <div className="h-3 w-5/6 rounded bg-slate-100" />
            <div className="h-3 w-4/6 rounded bg-slate-100" />
          </div>
          <div className="mt-6 h-8 w-1/2 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
