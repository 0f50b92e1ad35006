import { cardClass } from "../../components/golf-styles";
import { listProvenance, NO_SOURCE, Provenance } from "../../components/provenance";
import { formatPercent, formatRevenue } from "../../lib/golf-format";
import type { GolfListState } from "../../lib/golf-list";
import type { MarketDataRow } from "../api/use-dashboard-data";
import { CHART_COLORS } from "../charts/chart-theme";
import { MarketSegmentChart, SegmentDonutChart } from "../charts/lazy-charts";
import { MARKET_FIGURES as F, US_SEGMENT_SPLIT } from "../content/market-figures";
import { compareSegments, type SegmentComparison } from "../dashboard-rules";
import { ChartFigure } from "./chart-figure";
import { type Column, DataTable } from "./data-table";
import { ListStatus } from "../../components/list-status";
import { TabPanelHeader } from "./tab-panel-header";
import { TermList } from "@/components/term-list";

const money = (value: number | null) => (value === null ? "n/a" : formatRevenue(value));

const SEGMENT_COLUMNS: Column<SegmentComparison>[] = [
  { header: "Segment", cell: (r) => r.segment, rowHeader: true },
  { header: "US", cell: (r) => money(r.usUSD), numeric: true },
  { header: "Australia", cell: (r) => money(r.australiaUSD), numeric: true },
  {
    header: "AU growth",
    cell: (r) => (r.australiaGrowth === null ? "n/a" : formatPercent(r.australiaGrowth, { signed: true, decimals: 1 })),
    numeric: true,
  },
];

function GrowthOutlook() {
  const rows = [
    { label: "Australian market growth", value: `${formatPercent(F.australianGrowthPercent, { signed: true, decimals: 1 })} a year` },
    { label: "US market growth", value: `${formatPercent(F.usGrowthPercent, { signed: true, decimals: 1 })} a year` },
    { label: "Australian market today", value: formatRevenue(F.australianMarketUSD) },
    { label: `Australian market projected for ${F.australianProjection.year}`, value: formatRevenue(F.australianProjection.marketUSD) },
    { label: "US market today", value: formatRevenue(F.usMarketUSD) },
  ];
  return (
    <section aria-labelledby="growth-outlook" className={`${cardClass} p-4 sm:p-5`}>
      <h3 id="growth-outlook" className="font-semibold text-ink">
        Growth outlook
      </h3>
      <p className="mt-0.5 text-sm text-ink-muted">Australia is smaller but growing faster than the US. Market sizes in US dollars.</p>
      <TermList
        terms={rows}
        className="mt-3 divide-y divide-slate-100 text-sm"
        pairClassName="flex justify-between gap-4 py-2"
        labelClassName="text-ink-muted"
        valueClassName="text-right font-semibold tabular-nums text-ink"
      />
      <Provenance source={null} className="mt-3" />
    </section>
  );
}

export function MarketAnalysisTab({ marketData }: { marketData: GolfListState<MarketDataRow> }) {
  const segments = compareSegments(marketData.rows);
  return (
    <>
      <TabPanelHeader
        title="Market Analysis"
        intro="Market size and growth of golf equipment in the US and Australia."
        isSample={marketData.isSample}
        sampleOf="market data records"
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <ListStatus list={marketData} what="market data">
          <ChartFigure
            className="lg:col-span-2"
            title="Market size by segment"
            description="2024, in US dollars"
            chart={<MarketSegmentChart data={segments} />}
          >
            <DataTable
              caption="Market size by segment, US dollars"
              hideCaption
              columns={SEGMENT_COLUMNS}
              rows={segments}
              rowKey={(r) => r.segment}
            />
            <p className="mt-2 text-xs text-ink-muted">
              {listProvenance(marketData.rows.map((r) => ({ source: r.source, year: r.year })))}
            </p>
          </ChartFigure>
        </ListStatus>
        <ChartFigure
          title="US market by segment"
          description="Share of US golf equipment sales"
          height={200}
          chart={<SegmentDonutChart data={US_SEGMENT_SPLIT} />}
        >
          <ul className="divide-y divide-slate-100 text-sm" aria-label="US market share by segment">
            {US_SEGMENT_SPLIT.map((entry, index) => (
              <li key={entry.segment} className="flex items-center justify-between gap-3 py-1.5">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-3 w-3 rounded-sm" style={{ backgroundColor: CHART_COLORS.segments[index] }} />
                  {entry.segment}
                </span>
                <span className="font-semibold tabular-nums">{formatPercent(entry.percent)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-ink-muted">{NO_SOURCE}</p>
        </ChartFigure>
        <div className="lg:col-span-3">
          <GrowthOutlook />
        </div>
      </div>
    </>
  );
}
