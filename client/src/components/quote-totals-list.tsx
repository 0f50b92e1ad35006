import { clsx } from "clsx";
import { formatCents } from "@shared/quotes/quote-math";

interface QuoteTotalsListProps {
  totals: { subtotalCents: number; gstCents: number; totalCents: number };
  /** the staff preview also shows the deposit */
  depositCents?: number;
  className: string;
  /** the total's own size ("text-lg" on the homeowner's quote) */
  totalClassName?: string;
}

/** A quote's subtotal, GST and total including GST, as the homeowner's quote and the staff editor show them. */
export function QuoteTotalsList({ totals, depositCents, className, totalClassName }: QuoteTotalsListProps) {
  return (
    <dl className={clsx("grid grid-cols-[1fr_auto] gap-x-6 gap-y-1", className)}>
      <dt className="text-ink-muted">Subtotal</dt>
      <dd className="text-right tabular-nums text-ink">{formatCents(totals.subtotalCents)}</dd>
      <dt className="text-ink-muted">GST (10%)</dt>
      <dd className="text-right tabular-nums text-ink">{formatCents(totals.gstCents)}</dd>
      <dt className="font-semibold text-ink">Total including GST</dt>
      <dd className={clsx("text-right font-bold tabular-nums text-ink", totalClassName)}>{formatCents(totals.totalCents)}</dd>
      {depositCents !== undefined && (
        <>
          <dt className="text-ink-muted">Deposit</dt>
          <dd className="text-right tabular-nums text-ink">{formatCents(depositCents)}</dd>
        </>
      )}
    </dl>
  );
}
