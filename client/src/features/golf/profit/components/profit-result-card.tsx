import type { ReactNode } from "react";
import { marginBand, profitPerUnit } from "@shared/golf/profit-math";
import { cardClass } from "../../components/golf-styles";
import { formatDate } from "@/lib/formatters";
import { formatMoney, formatPercent } from "../../lib/golf-format";
import type { ProfitAnalysisRow } from "../api/use-profit-analyses";
import { MARGIN_BAND_DISPLAY } from "../profit-rules";
import { MarginBandBadge } from "./margin-band-badge";
import { CardFact } from "../../components/card-fact";

/** A saved analysis, coloured and labelled by the band of its net margin. */
export function ProfitResultCard({ analysis, actions }: { analysis: ProfitAnalysisRow; actions?: ReactNode }) {
  const band = MARGIN_BAND_DISPLAY[marginBand(analysis.netMargin)];
  const headingId = `analysis-${analysis.id}`;
  return (
    <article aria-labelledby={headingId} className={`${cardClass} flex w-full flex-col border-l-4 p-5 ${band.accent}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-ink">
          {analysis.productCategory}
        </h2>
        <p className="text-xs text-ink-muted">Updated {formatDate(analysis.lastUpdated)}</p>
      </div>
      <div className="mt-2">
        <MarginBandBadge netMargin={analysis.netMargin} />
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-right">
        <div className="text-left">
          <dt className="text-xs text-ink-muted">Net margin</dt>
          <dd className={`text-xl font-semibold tabular-nums ${band.text}`}>{formatPercent(analysis.netMargin, { decimals: 2 })}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Gross margin</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">{formatPercent(analysis.grossMargin, { decimals: 2 })}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Break-even</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">
            {analysis.breakEvenUnits === null ? "Never" : analysis.breakEvenUnits}
            {analysis.breakEvenUnits !== null && <span className="block text-xs font-normal text-ink-muted">units/month</span>}
          </dd>
        </div>
      </dl>
      <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100 pt-2 text-sm">
        <CardFact layout="figure" label="Average US price" value={formatMoney(analysis.averageUSPrice, "USD")} />
        <CardFact layout="figure" label="Average AU price" value={formatMoney(analysis.averageAUPrice, "AUD")} />
        <CardFact layout="figure" label="Suggested retail price" value={formatMoney(analysis.suggestedRetailPrice, "AUD")} />
        <CardFact layout="figure" label="Cost of goods" value={formatMoney(analysis.costOfGoods, "AUD")} />
        <CardFact layout="figure" label="Shipping" value={formatMoney(analysis.shippingCost, "AUD")} />
        <CardFact layout="figure" label="Marketing" value={formatMoney(analysis.marketingCost, "AUD")} />
        <CardFact layout="figure" label="Profit per unit" value={formatMoney(profitPerUnit(analysis), "AUD")} />
      </dl>
      {analysis.notes && <p className="mt-3 text-sm text-ink-muted">{analysis.notes}</p>}
      {actions}
    </article>
  );
}
