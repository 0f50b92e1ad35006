import { marginBand } from "@shared/golf/profit-math";
import { LOW_VALUE_THRESHOLD_AUD, type LandedCost } from "@shared/golf/landed-cost";
import { formatMoney, formatPercent } from "../../lib/golf-format";
import { MARGIN_BAND_DISPLAY } from "../profit-rules";
import { MarginBandBadge } from "./margin-band-badge";

function Line({
  label,
  value,
  note,
  strong,
  valueClass = "text-ink",
}: {
  label: string;
  value: string;
  note?: string;
  strong?: boolean;
  valueClass?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className={strong ? "font-semibold text-ink" : "text-ink-muted"}>
        {label}
        {note && <span className="block text-xs font-normal text-ink-muted">{note}</span>}
      </dt>
      <dd className={`text-right tabular-nums ${strong ? "text-lg font-semibold" : "font-medium"} ${valueClass}`}>{value}</dd>
    </div>
  );
}

const aud = (n: number) => formatMoney(n, "AUD");

/** The landed cost, the margin it leaves, and what the low-value rules change. */
export function LandedCostResults({ result, rateNote }: { result: LandedCost; rateNote: string }) {
  const band = result.marginPercent === null ? null : marginBand(result.marginPercent);
  return (
    <div>
      {result.lowValue && (
        <p className="mb-3 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-ink" data-testid="low-value-note">
          Customs value is {formatMoney(LOW_VALUE_THRESHOLD_AUD, "AUD")} or less, so the low-value rules apply: no duty or import GST is
          collected at the border and no import processing charge applies. Overseas sellers registered for Australian GST charge 10% GST at
          the sale instead.
        </p>
      )}
      <dl className="divide-y divide-slate-100 text-sm" data-testid="landed-cost-results">
        <Line label="Customs value" value={aud(result.customsValue)} note={rateNote} />
        <Line label="Duty" value={aud(result.duty)} />
        <Line
          label="Value of the taxable importation"
          value={result.taxableValue === null ? "Not applicable" : aud(result.taxableValue)}
          note="Customs value + duty + freight and insurance"
        />
        <Line label="Import GST (10%)" value={aud(result.importGst)} note="Claimable as a GST credit by a GST-registered business" />
        {result.lowValue && <Line label="Import processing charge" value={aud(0)} note="Not charged at or below the threshold" />}
        <Line
          label="Landed cost per unit"
          value={aud(result.landedCostPerUnit)}
          note="Ex-GST: customs value, duty, freight, broker and charge, per unit"
          strong
        />
        <Line label="Net shelf price" value={aud(result.netShelfPrice)} note="Shelf price without GST (÷ 1.1)" />
        <Line
          label="Margin per unit"
          value={`${aud(result.marginPerUnit)}${result.marginPercent === null ? "" : ` (${formatPercent(result.marginPercent, { decimals: 2 })})`}`}
          note="Of the net shelf price"
          strong
          valueClass={band ? MARGIN_BAND_DISPLAY[band].text : "text-ink"}
        />
      </dl>
      {result.marginPercent !== null && (
        <div className="mt-2">
          <MarginBandBadge netMargin={result.marginPercent} />
        </div>
      )}
    </div>
  );
}
