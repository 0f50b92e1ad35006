import { clsx } from "clsx";
import { lazy, Suspense, useState } from "react";
import { LEAD_STATUSES } from "@shared/leads/lead-desk";
import { LEAD_KIND_INFO, LEAD_KINDS } from "@shared/leads/lead-kinds";
import type { PipelineFigures, PipelineSummary } from "@shared/leads/lead-desk-api";
import { useWideLayout } from "@/components/staff/use-wide-layout";
import { formatAud, formatDuration } from "@/lib/format-duration";

const PipelineChart = lazy(() => import("./pipeline-chart"));

const percent = (rate: number | null) => (rate === null ? "-" : `${Math.round(rate * 100)}%`);
const minutes = (value: number | null) => (value === null ? "-" : formatDuration(value));

const figures: { label: string; show: (f: PipelineFigures) => string }[] = [
  { label: "Leads", show: (f) => String(f.total) },
  { label: "Won value", show: (f) => formatAud(f.wonValue) },
  { label: "Win rate", show: (f) => percent(f.winRate) },
  { label: "Median first response", show: (f) => minutes(f.medianResponseMinutes) },
];

const sources = LEAD_KINDS.map((kind) => ({ kind, label: LEAD_KIND_INFO[kind].source }));

/** Counts per status, won value, win rate and median first response, for 30 or 90 days, split by source. */
export function PipelineSummaryPanel({ summary }: { summary: PipelineSummary }) {
  const [days, setDays] = useState<number>(summary.windows[0]?.days ?? 30);
  const wide = useWideLayout();
  const period = summary.windows.find((w) => w.days === days) ?? summary.windows[0];
  if (!period) return null;
  const chartData = LEAD_STATUSES.map((status) => ({
    status: status.label,
    ...Object.fromEntries(sources.map((source) => [source.label, period.bySource[source.kind].counts[status.value]])),
  }));

  return (
    <section aria-labelledby="pipeline-heading" className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pipeline-heading" className="text-base font-semibold text-ink">
          Pipeline at a glance
        </h2>
        <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-gray-100 p-1">
          {summary.windows.map((w) => (
            <button
              key={w.days}
              type="button"
              aria-pressed={w.days === days}
              onClick={() => setDays(w.days)}
              className={clsx(
                "min-h-9 rounded-md px-3 text-sm font-medium",
                w.days === days ? "bg-white text-ink shadow-sm" : "text-ink-muted hover:text-ink",
              )}
            >
              Last {w.days} days
            </button>
          ))}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-gray-50 px-3 py-2.5 ring-1 ring-gray-200">
            <dt className="text-xs font-medium text-ink-muted">{figure.label}</dt>
            <dd>
              <span className="block text-xl font-bold text-ink tabular-nums">{figure.show(period.all)}</span>
              <span className="mt-0.5 block text-xs text-ink-muted">
                {sources
                  .map((source) => `${source.label === "Quote form" ? "Form" : "Ads"} ${figure.show(period.bySource[source.kind])}`)
                  .join(" · ")}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <details open={wide} className="group mt-4">
        <summary className="min-h-10 cursor-pointer py-2 text-sm font-semibold text-brand-700 hover:text-brand-800">
          By status and source
        </summary>
        <div className="mt-2 grid gap-4 lg:grid-cols-2">
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Leads per status and source, last {period.days} days</caption>
              <thead>
                <tr className="border-b border-gray-200 text-xs text-gray-600">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Source
                  </th>
                  {LEAD_STATUSES.map((status) => (
                    <th key={status.value} scope="col" className="px-2 py-2 text-right font-semibold whitespace-nowrap">
                      {status.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[
                  ...sources.map((source) => ({ label: source.label, f: period.bySource[source.kind] })),
                  { label: "All", f: period.all },
                ].map((row) => (
                  <tr key={row.label} className="border-b border-gray-100 last:border-0">
                    <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap text-ink">
                      {row.label}
                    </th>
                    {LEAD_STATUSES.map((status) => (
                      <td key={status.value} className="px-2 py-2 text-right text-ink tabular-nums">
                        {row.f.counts[status.value]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <figure
            className="h-48"
            aria-label={`Chart of leads per status and source, last ${period.days} days; the table beside it has the same figures`}
          >
            <Suspense fallback={<div className="h-full animate-pulse rounded-lg bg-gray-100" />}>
              <PipelineChart data={chartData} sources={sources.map((source) => source.label)} />
            </Suspense>
          </figure>
        </div>
      </details>
    </section>
  );
}
