import type { CostFigures, JobCostsAnswer } from "@shared/costs/costs-api";
import { ScrollTable } from "@/components/staff/scroll-table";
import { formatCents } from "@shared/quotes/quote-math";

const FIGURE_ROWS: { key: keyof CostFigures; label: string }[] = [
  { key: "labourCents", label: "Labour" },
  { key: "materialsCents", label: "Materials" },
  { key: "otherCents", label: "Other costs" },
  { key: "totalCents", label: "Total" },
];

const cell = "py-1.5 pr-3 text-right tabular-nums";
const head = "py-2 pr-3 font-semibold";
const percentText = (value: number | null) => (value === null ? "-" : `${value.toFixed(1)}%`);

/** A bar of the quoted against the actual total, the longer one full width. */
function QuoteBar({ quoted, actual }: { quoted: number; actual: number }) {
  const most = Math.max(quoted, actual, 1);
  const over = actual > quoted;
  const bar = (label: string, cents: number, colour: string) => (
    <div className="grid grid-cols-[5rem_1fr] items-center gap-2 text-sm">
      <span className="text-ink-muted">{label}</span>
      <div className="h-4 rounded bg-gray-100">
        <div className={`h-4 rounded ${colour}`} style={{ width: `${(cents / most) * 100}%` }} />
      </div>
    </div>
  );
  return (
    <figure className="grid gap-1" aria-label={`Quoted ${formatCents(quoted)} against actual ${formatCents(actual)}`}>
      {bar("Quoted", quoted, "bg-brand-600")}
      {bar("Actual", actual, over ? "bg-red-600" : "bg-emerald-600")}
    </figure>
  );
}

/** The Owner's view of a job's cost: each stage's hours and labour, the totals quoted against actual, and the margin. */
export function CostVsQuote({ costs }: { costs: JobCostsAnswer }) {
  const over = costs.varianceCents > 0;
  return (
    <div className="grid gap-3">
      <h4 className="text-base font-semibold text-ink">Quoted against actual</h4>
      <QuoteBar quoted={costs.quoted.totalCents} actual={costs.actual.totalCents} />
      <ScrollTable label="Hours and labour per stage">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">Hours and labour per stage, quoted and actual</caption>
          <thead>
            <tr className="border-b border-gray-200 text-xs tracking-wide text-ink-muted uppercase">
              <th scope="col" className={head}>
                Stage
              </th>
              <th scope="col" className={`${head} text-right`}>
                Hours quoted
              </th>
              <th scope="col" className={`${head} text-right`}>
                Hours worked
              </th>
              <th scope="col" className={`${head} text-right`}>
                Labour quoted
              </th>
              <th scope="col" className={`${head} text-right`}>
                Labour actual
              </th>
            </tr>
          </thead>
          <tbody>
            {costs.stages.map((stage) => (
              <tr key={stage.stage} className="border-b border-gray-100">
                <th scope="row" className="py-1.5 pr-3 font-normal text-ink">
                  {stage.stage}. {stage.description}
                </th>
                <td className={cell}>{stage.quoted.hours}</td>
                <td className={cell}>
                  {stage.actual.hours}
                  {stage.actual.unchargedHours > 0 && (
                    <span className="block text-xs text-ink-muted">{stage.actual.unchargedHours} uncharged</span>
                  )}
                </td>
                <td className={cell}>{formatCents(stage.quoted.labourCents)}</td>
                <td className={cell}>{formatCents(stage.actual.labourCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <ScrollTable label="The job's cost">
        <table className="w-full min-w-72 text-left text-sm">
          <caption className="sr-only">The job's cost, quoted and actual</caption>
          <thead>
            <tr className="border-b border-gray-200 text-xs tracking-wide text-ink-muted uppercase">
              <th scope="col" className={head}>
                Cost
              </th>
              <th scope="col" className={`${head} text-right`}>
                Quoted
              </th>
              <th scope="col" className={`${head} text-right`}>
                Actual
              </th>
            </tr>
          </thead>
          <tbody>
            {FIGURE_ROWS.map((row) => (
              <tr key={row.key} className={row.key === "totalCents" ? "font-semibold" : "border-b border-gray-100"}>
                <th scope="row" className={`py-1.5 pr-3 text-left text-ink ${row.key === "totalCents" ? "font-semibold" : "font-normal"}`}>
                  {row.label}
                </th>
                <td className={cell}>{formatCents(costs.quoted[row.key])}</td>
                <td className={cell}>{formatCents(costs.actual[row.key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-gray-50 p-3">
          <dt className="text-xs font-semibold text-ink-muted uppercase">{over ? "Over the quote" : "Under the quote"}</dt>
          <dd className={`text-lg font-bold tabular-nums ${over ? "text-red-700" : "text-emerald-700"}`}>
            {formatCents(Math.abs(costs.varianceCents))} (
            {percentText(costs.variancePercent === null ? null : Math.abs(costs.variancePercent))})
          </dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-3">
          <dt className="text-xs font-semibold text-ink-muted uppercase">Revenue ex GST</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">{formatCents(costs.revenueCents)}</dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-3">
          <dt className="text-xs font-semibold text-ink-muted uppercase">Margin</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">
            {formatCents(costs.marginCents)} ({percentText(costs.marginPercent)})
          </dd>
        </div>
      </dl>
    </div>
  );
}
