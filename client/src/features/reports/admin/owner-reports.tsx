import { type FormEvent, lazy, type ReactNode, Suspense, useState } from "react";
import type { SourcesReport } from "@shared/reports/report-types";
import { isSessionEnded } from "@/lib/api-client";
import { sourcesCsvUrl, useEstimatesReport, useResponseReport, useSourcesReport, useTextsReport } from "../api/reports";
import { EstimatesTable, TextsTable } from "./estimates-table";
import { dialogButton } from "@/components/staff/staff-dialog";
import { AdminLoadError } from "@/components/staff/load-error";
import { inputClass } from "@/components/staff/form-styles";
import { AdSpendPanel } from "./ad-spend-panel";
import { ConversionsPanel } from "./conversions-panel";
import { type FiguresRow, FiguresTable } from "./figures-table";
import { dollars, monthLabel, percent } from "./report-format";
import { rangePresets, useReportRange } from "./report-range";
import { ResponseHeatmap } from "./response-heatmap";
import { ChoiceButtons } from "@/components/staff/choice-buttons";
import { DateRangeFields } from "@/components/staff/date-range-fields";
import { ExportCsvLink } from "@/components/staff/export-csv-link";
import { ProductivityPanel } from "@/features/costs";

/** a toggle that is on: the primary look, so the choice in force is plain at a glance */
const pressedButton = dialogButton.primary;

const ValueSpendChart = lazy(() => import("./value-spend-chart"));

const SPLITS = [
  { key: "source", label: "By source" },
  { key: "service", label: "By service" },
  { key: "council", label: "By council" },
  { key: "month", label: "By month" },
] as const;
type Split = (typeof SPLITS)[number]["key"];

function rowsOf(report: SourcesReport, split: Split): { nameHeader: string; rows: FiguresRow[] } {
  switch (split) {
    case "source":
      return {
        nameHeader: "Source",
        rows: report.rows.map((row) => ({ ...row, key: `${row.source}:${row.campaign ?? ""}`, label: row.source, detail: row.campaign })),
      };
    case "service":
      return { nameHeader: "Service", rows: report.byService.map((row) => ({ ...row, key: row.service, label: row.service })) };
    case "council":
      return { nameHeader: "Council", rows: report.byCouncil.map((row) => ({ ...row, key: row.council, label: row.council })) };
    case "month":
      return { nameHeader: "Month", rows: report.byMonth.map((row) => ({ ...row, key: row.month, label: monthLabel(row.month) })) };
  }
}

function Section({ title, intro, children, actions }: { title: string; intro?: string; children: ReactNode; actions?: ReactNode }) {
  const id = `report-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={id} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {intro ? <p className="max-w-3xl text-sm text-ink-muted">{intro}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

function Headline({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** /admin/reports (Owner): where work comes from and what each advertising dollar brought in, response against the promise, ad spend, and the files for Google Ads. */
export function OwnerReports() {
  const [range, setRange] = useReportRange();
  const [draft, setDraft] = useState(range);
  const [split, setSplit] = useState<Split>("source");
  const sources = useSourcesReport(range);
  const response = useResponseReport(range);
  const estimates = useEstimatesReport(range);
  const texts = useTextsReport(range);
  const report = sources.data;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from <= draft.to) setRange(draft);
  };
  const choose = (next: typeof range) => {
    setDraft(next);
    setRange(next);
  };
  const chartData = (report?.byMonth ?? []).map((row) => ({
    month: monthLabel(row.month),
    "Won value": row.wonValueCents / 100,
    "Ad spend": (row.spendCents ?? 0) / 100,
  }));
  const table = report ? rowsOf(report, split) : null;
  const googleAds = report?.rows.filter((row) => row.source === "Google Ads") ?? [];

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Reports</h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">
          Where work comes from, what it was worth and what it cost. Spam is left out; a lead counts in the range it arrived in (Brisbane
          time), at the furthest stage it ever reached.
        </p>
      </div>

      <form
        onSubmit={apply}
        aria-label="Report range"
        className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 lg:flex-row lg:items-end"
      >
        <div className="grid grid-cols-2 gap-3 lg:w-96">
          <DateRangeFields required from={draft.from} to={draft.to} onChange={setDraft} inputClassName={inputClass} />
        </div>
        <button type="submit" className={dialogButton.primary}>
          Show
        </button>
        <div className="flex flex-wrap gap-2 lg:ml-auto" role="group" aria-label="Quick ranges">
          {rangePresets().map((preset) => {
            const current = preset.range.from === range.from && preset.range.to === range.to;
            return (
              <button
                key={preset.label}
                type="button"
                aria-pressed={current}
                onClick={() => choose(preset.range)}
                className={current ? pressedButton : dialogButton.secondary}
              >
                {preset.label}
              </button>
            );
          })}
        </div>
      </form>

      {sources.isError && !isSessionEnded(sources.error) ? (
        <AdminLoadError onRetry={() => void sources.refetch()} />
      ) : !report || !table ? (
        <p role="status" className="rounded-xl bg-white p-8 text-center text-sm text-ink-muted ring-1 ring-gray-200">
          Working out the figures...
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" aria-label={`Totals from ${report.from} to ${report.to}`}>
            <Headline label="Leads" value={String(report.totals.leads)} />
            <Headline label="Won jobs" value={String(report.totals.won)} />
            <Headline label="Won value" value={dollars(report.totals.wonValueCents)} />
            <Headline label="Win rate" value={percent(report.totals.winRate)} />
            <Headline label="Ad spend" value={dollars(report.totals.spendCents)} />
            <Headline label="Cash received" value={dollars(report.totals.cashReceivedCents)} />
            <Headline label="Outstanding" value={dollars(report.totals.outstandingCents)} />
          </dl>

          <Section
            title="Where work comes from"
            intro="Each Google Ads campaign has its own row. Costs show where spend is recorded; “-” means there is nothing to divide by."
            actions={<ExportCsvLink href={sourcesCsvUrl(range)} />}
          >
            <ChoiceButtons
              label="Split the table"
              choices={SPLITS.map((option) => ({ value: option.key, label: option.label }))}
              value={split}
              onChange={setSplit}
              className="flex flex-wrap gap-2"
              buttonClassName={(pressed) => (pressed ? pressedButton : dialogButton.secondary)}
            />
            <FiguresTable
              caption={`Leads ${SPLITS.find((option) => option.key === split)!.label.toLowerCase()}, ${report.from} to ${report.to}`}
              nameHeader={table.nameHeader}
              rows={table.rows}
              totals={report.totals}
            />
          </Section>

          <Section title="Won value and ad spend by month">
            <figure
              className="h-72 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
              aria-label="Chart of won value and ad spend by month; the table split by month has the same figures"
            >
              <Suspense fallback={<div className="h-full animate-pulse rounded-lg bg-gray-100" />}>
                <ValueSpendChart data={chartData} />
              </Suspense>
            </figure>
          </Section>
        </>
      )}

      <Section
        title="Response against the promise"
        intro="When leads arrived (Brisbane time) and how fast each got its first answer. A lead is late once the promise has run out before anyone answered."
      >
        {response.data ? <ResponseHeatmap report={response.data} /> : <p className="text-sm text-ink-muted">Loading...</p>}
      </Section>

      <Section
        title="Productivity"
        intro="Hours per m² of wall face and per metre of fence on the jobs completed in the range (the day each was marked Completed), quoted against worked, uncharged time included. Suggested prices learn from the last 10 jobs of each kind."
      >
        <ProductivityPanel range={range} />
      </Section>

      <Section
        title="Instant estimates"
        intro="Ranges the website's instant estimate showed, the estimates homeowners sent (each a lead, source “Instant estimate”), and how many went on to a site visit and a win."
      >
        {estimates.data ? <EstimatesTable report={estimates.data} /> : <p className="text-sm text-ink-muted">Loading...</p>}
      </Section>

      <Section
        title="Texts"
        intro="Texts to homeowners and staff by the month they went: a provider charges per segment (160 plain characters, or 70 with an emoji or a curly quote), failed ones included once it took them."
      >
        {texts.data ? <TextsTable report={texts.data} /> : <p className="text-sm text-ink-muted">Loading...</p>}
      </Section>

      <Section
        title="Ad spend"
        intro="What each campaign cost each month: the report spreads a month's spend evenly over its days when the range takes only part of it."
      >
        <AdSpendPanel campaigns={googleAds.map((row) => row.campaign ?? "").filter(Boolean)} />
      </Section>

      <Section
        title="Tell Google Ads which clicks became jobs"
        intro="Upload these files in Google Ads so it optimises for people who become jobs, not only for form fills."
      >
        <ConversionsPanel />
      </Section>
    </div>
  );
}
