import { gapAtRatePercent } from "@shared/golf/product-rules";
import { GapExplainer } from "../../components/gap-explainer";
import { cardClass } from "../../components/golf-styles";
import { NO_SOURCE, provenanceText, yearOf } from "../../components/provenance";
import { formatMoney, formatPercent } from "../../lib/golf-format";
import type { GolfListState } from "../../lib/golf-list";
import { rateUsed, useGolfSettings } from "../../lib/golf-settings";
import type { PriceComparisonRow } from "../api/use-dashboard-data";
import { PriceAtRateChart, PriceGapChart } from "../charts/lazy-charts";
import { MARKET_FIGURES as F } from "../content/market-figures";
import { averageGap, averageOf, widestGaps } from "../dashboard-rules";
import { ChartFigure } from "./chart-figure";
import { type Column, DataTable } from "./data-table";
import { ListStatus } from "../../components/list-status";
import { TabPanelHeader } from "./tab-panel-header";

type Row = PriceComparisonRow & { gapAtRate: number | null; australianPriceUSD: number | null };

const gapText = (gap: number | null) => (gap === null ? "n/a" : formatPercent(gap, { signed: true }));

const COLUMNS: Column<Row>[] = [
  { header: "Product", cell: (r) => r.productName, rowHeader: true, wrap: true, className: "min-w-40" },
  { header: "US price", cell: (r) => formatMoney(r.usPrice, "USD"), numeric: true },
  { header: "AU price", cell: (r) => formatMoney(r.australianPrice, "AUD"), numeric: true },
  { header: "Gap", cell: (r) => gapText(r.priceGap), numeric: true },
  {
    header: "AU price in US$",
    cell: (r) => (r.australianPriceUSD === null ? "n/a" : formatMoney(r.australianPriceUSD, "USD")),
    numeric: true,
  },
  { header: "Gap at today's rate", cell: (r) => gapText(r.gapAtRate), numeric: true },
  { header: "Brand", cell: (r) => r.brand },
  { header: "Retailer", cell: (r) => r.retailer ?? "" },
  { header: "Source", cell: (r) => provenanceText(r.source, yearOf(r.lastUpdated)), wrap: true, className: "min-w-40" },
];

const BAR_HEIGHT = 30;

function Figure({ label, value, provenance, className = "" }: { label: string; value: string; provenance: string; className?: string }) {
  return (
    <div className={`${cardClass} p-4 ${className}`}>
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-ink">{value}</p>
      <p className="mt-1 text-xs text-ink-muted">{provenance}</p>
    </div>
  );
}

export function PriceComparisonTab({ priceComparisons }: { priceComparisons: GolfListState<PriceComparisonRow> }) {
  const settings = useGolfSettings().data;
  const rate = settings?.exchangeRate?.value;
  const rows: Row[] = widestGaps(priceComparisons.rows).map((r) => ({
    ...r,
    gapAtRate: rate === undefined ? null : gapAtRatePercent(r.usPrice, r.australianPrice, rate),
    australianPriceUSD: rate === undefined ? null : Math.round(r.australianPrice * rate * 100) / 100,
  }));
  const sourced = rows.some((r) => r.source);
  const fromRows = sourced ? "Worked out from the comparisons below; their sources are in the table" : NO_SOURCE;
  const rateProvenance = settings ? `At ${rateUsed(settings)}` : "Loading the stored rate...";
  return (
    <>
      <TabPanelHeader
        title="Price Comparison"
        intro="The same products priced in the US and in Australia. The gap is how much more the Australian price is."
        isSample={priceComparisons.isSample}
        sampleOf="price comparisons"
      />
      <ListStatus list={priceComparisons} what="price comparisons">
        <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Average gap in these products" value={gapText(averageGap(rows))} provenance={fromRows} />
          <Figure
            label="Average gap at today's rate"
            value={gapText(averageOf(rows.map((r) => r.gapAtRate)))}
            provenance={rateProvenance}
          />
          <Figure
            label="Typical gap across the market"
            value={`${F.priceGapPercent.from}-${F.priceGapPercent.to}%`}
            provenance={NO_SOURCE}
          />
          <Figure label="Average Australian retail markup" value={formatPercent(F.averageMarkupPercent)} provenance={NO_SOURCE} />
        </div>
        <GapExplainer settings={settings} className="mb-4" />
        <div className="grid gap-4">
          <ChartFigure
            title="Price gap by product"
            description="Australian price above the US price, widest gap first"
            height={Math.max(160, rows.length * BAR_HEIGHT + 40)}
            chart={<PriceGapChart data={rows} />}
          >
            <DataTable caption="Price comparisons" hideCaption columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />
          </ChartFigure>
          <ChartFigure
            title="US and Australian prices at today's rate"
            description={
              settings
                ? `Australian prices converted to US dollars at ${rateUsed(settings)}`
                : "Australian prices converted to US dollars at the stored rate"
            }
            height={Math.max(200, rows.length * (BAR_HEIGHT + 6) + 60)}
            chart={
              <PriceAtRateChart
                data={rows.map((r) => ({ productName: r.productName, usPrice: r.usPrice, australianPriceUSD: r.australianPriceUSD ?? 0 }))}
              />
            }
          >
            <p className="text-xs text-ink-muted">Rate: {rateProvenance}</p>
            <p className="mt-1 text-xs text-ink-muted">
              Prices: {fromRows.toLowerCase()}. The table above lists both prices and the converted one.
            </p>
          </ChartFigure>
        </div>
      </ListStatus>
    </>
  );
}
