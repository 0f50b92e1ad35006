import { Calculator } from "lucide-react";
import { BREAK_EVEN_FIXED_COSTS } from "@shared/golf/golf-constants";
import { calculateProfit, marginBand, profitPerUnit, type ProfitInputs } from "@shared/golf/profit-math";
import { formatMoney, formatPercent } from "../../lib/golf-format";
import { MARGIN_BAND_DISPLAY } from "../profit-rules";
import { MarginBandBadge } from "./margin-band-badge";

function Figure({ label, value, className = "text-ink" }: { label: string; value: string; className?: string }) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className={`mt-0.5 text-xl font-semibold tabular-nums ${className}`}>{value}</dd>
    </div>
  );
}

/** The New Analysis form's live results; shown only once the retail price is above 0 (spec section 5). */
export function LiveProfitPreview({ inputs }: { inputs: ProfitInputs }) {
  const result = calculateProfit(inputs);
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-live="polite" aria-atomic="true" data-testid="live-profit">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Calculator className="h-4 w-4 text-brand-700" aria-hidden="true" />
        Live calculation
      </h3>
      {result === null ? (
        <p className="mt-2 text-sm text-ink-muted">Enter a suggested retail price above A$0 to see the margins.</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-4">
            <Figure label="Gross margin" value={formatPercent(result.grossMargin, { decimals: 2 })} />
            <Figure
              label="Net margin"
              value={formatPercent(result.netMargin, { decimals: 2 })}
              className={MARGIN_BAND_DISPLAY[marginBand(result.netMargin)].text}
            />
            <Figure label="Profit per unit" value={formatMoney(profitPerUnit(inputs), "AUD")} />
            <Figure label="Break-even" value={result.breakEvenUnits === null ? "Never" : `${result.breakEvenUnits} units/month`} />
          </dl>
          <div className="mt-3">
            <MarginBandBadge netMargin={result.netMargin} />
          </div>
          <p className="mt-3 text-xs text-ink-muted">
            Break-even covers {formatMoney(BREAK_EVEN_FIXED_COSTS, "AUD", { decimals: 0 })} of fixed costs a month
            {result.breakEvenUnits === null ? "; at this price each sale loses money or only covers its costs." : "."}
          </p>
        </>
      )}
    </div>
  );
}
