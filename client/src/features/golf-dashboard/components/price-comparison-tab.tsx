import { cardClass } from "@/components/golf/golf-styles";
import { formatMoney, formatPercent } from "@/lib/golf-format";
import type { GolfListState } from "@/lib/golf-list";
import type { PriceComparisonRow } from "../api/use-dashboard-data";
import { PriceGapChart } from "../charts/lazy-charts";
import { MARKET_FIGURES as F } from "../content/market-figures";
import { averageGap, widestGaps } from "../dashboard-rules";
import { ChartFigure } from "./chart-figure";
import { type Column, DataTable } from "./data-table";
import { ListStatus } from "./list-status";
import { TabPanelHeader } from "./tab-panel-header";

const COLUMNS: Column<PriceComparisonRow>[] = [
  { header: "Product", cell: (r) => r.productName, rowHeader: true, wrap: true, className: "min-w-40" },
  { header: "US price", cell: (r) => formatMoney(r.usPrice, "USD"), numeric: true },
  { header: "AU price", cell: (r) => formatMoney(r.australianPrice, "AUD"), numeric: true },
  { header: "Gap", cell: (r) => formatPercent(r.priceGap, { signed: true }), numeric: true },
  { header: "Brand", cell: (r) => r.brand },
  { header: "Retailer", cell: (r) => r.retailer ?? "" },
];

const BAR_HEIGHT = 30;

export function PriceComparisonTab({ priceComparisons }: { priceComparisons: GolfListState<PriceComparisonRow> }) {
  const rows = widestGaps(priceComparisons.rows);
  const average = averageGap(rows);
  return (
    <>
      <TabPanelHeader
        title="Price Comparison"
        intro="The same products priced in the US and in Australia. The gap is how much more the Australian price is."
        isSample={priceComparisons.isSample}
        sampleOf="price comparisons"
      />
      <ListStatus list={priceComparisons} what="price comparisons">
        <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
          <div className={`${cardClass} p-4`}>
            <p className="text-sm text-ink-muted">Average gap in these products</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums text-ink">{average === null ? "n/a" : formatPercent(average, { signed: true })}</p>
          </div>
          <div className={`${cardClass} p-4`}>
            <p className="text-sm text-ink-muted">Typical gap across the market</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums text-ink">
              {F.priceGapPercent.from}-{F.priceGapPercent.to}%
            </p>
          </div>
          <div className={`${cardClass} col-span-2 p-4 lg:col-span-1`}>
            <p className="text-sm text-ink-muted">Average Australian retail markup</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums text-ink">{formatPercent(F.averageMarkupPercent)}</p>
          </div>
        </div>
        <ChartFigure
          title="Price gap by product"
          description="Australian price above the US price, widest gap first"
          height={Math.max(160, rows.length * BAR_HEIGHT + 40)}
          chart={<PriceGapChart data={rows} />}
        >
          <DataTable caption="Price comparisons" hideCaption columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />
        </ChartFigure>
      </ListStatus>
    </>
  );
}
