import { contractLevel, depositCapPercent, REGULATED_ABOVE_CENTS } from "@shared/quotes/quote-law";
import { formatCents, parseDollars, quantityThousandths, quoteTotals } from "@shared/quotes/quote-math";
import type { QuoteFormValues } from "./quote-form-values";
import { QuoteTotalsList } from "@/components/quote-totals-list";

const LEVEL_TEXT = {
  small: `Up to ${formatCents(REGULATED_ABOVE_CENTS)}: no written-contract rules apply.`,
  regulated:
    "Above $3,300: a written contract. The quote states the completion date and the homeowner's right to withdraw (5 business days).",
  "level-two":
    "$20,000 or more: also the start date, the statutory warranties and the QBCC Consumer Building Guide, which the homeowner must tick before accepting.",
} as const;

const safeQuantity = (text: string) => {
  try {
    quantityThousandths(text);
    return text;
  } catch {
    return "0";
  }
};

/** The totals as the homeowner will see them, worked out as staff type, with what the law asks at this total. */
export function QuoteTotalsPreview({ lines, depositPercent }: Pick<QuoteFormValues, "lines" | "depositPercent">) {
  const percent = Number(depositPercent);
  const usable = lines.map((line) => ({ quantity: safeQuantity(line.quantity), unitPriceCents: parseDollars(line.unitPrice) ?? 0 }));
  const totals = quoteTotals(usable, Number.isFinite(percent) && percent >= 0 ? Math.round(percent * 100) / 100 : 0);
  const level = contractLevel(totals.totalCents);
  const cap = depositCapPercent(totals.totalCents);
  return (
    <div aria-live="polite" className="rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
      <QuoteTotalsList totals={totals} depositCents={totals.depositCents} className="text-sm" />
      <p className="mt-3 text-xs text-ink-muted">
        {LEVEL_TEXT[level]} The deposit can be at most {cap}% at this total.
      </p>
    </div>
  );
}
