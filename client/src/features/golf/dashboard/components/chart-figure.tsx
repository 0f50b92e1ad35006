import { Suspense, type ReactNode } from "react";
import { cardClass } from "../../components/golf-styles";

interface ChartFigureProps {
  title: string;
  description?: string;
  /** the picture; hidden from screen readers, who get `children` instead */
  chart: ReactNode;
  /** the same numbers as text (a table or list) */
  children: ReactNode;
  height?: number;
  className?: string;
}

/** A chart with its caption and the same numbers as text beside it. */
export function ChartFigure({ title, description, chart, children, height = 280, className = "" }: ChartFigureProps) {
  return (
    <figure className={`${cardClass} flex min-w-0 flex-col p-4 sm:p-5 ${className}`}>
      <figcaption>
        <h3 className="font-semibold text-ink">{title}</h3>
        {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
      </figcaption>
      <div aria-hidden="true" className="mt-4 w-full" style={{ height }}>
        <Suspense fallback={<div className="h-full w-full animate-pulse rounded-md bg-slate-100" />}>{chart}</Suspense>
      </div>
      <div className="mt-4">{children}</div>
    </figure>
  );
}
