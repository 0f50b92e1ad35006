import { CheckCircle2, XCircle } from "lucide-react";
import { Badge } from "../../components/badge";
import { cardClass } from "../../components/golf-styles";
import { listProvenance, provenanceText, yearOf } from "../../components/provenance";
import { formatPercent } from "../../lib/golf-format";
import type { GolfListState } from "../../lib/golf-list";
import type { BrandRow } from "../api/use-dashboard-data";
import { splitByPresence } from "../dashboard-rules";
import { type Column, DataTable } from "./data-table";
import { ListStatus } from "../../components/list-status";
import { TabPanelHeader } from "./tab-panel-header";

const COLUMNS: Column<BrandRow>[] = [
  { header: "Brand", cell: (b) => b.brandName, rowHeader: true },
  { header: "Country", cell: (b) => b.country },
  { header: "Market share", cell: (b) => (b.marketShare === null ? "n/a" : formatPercent(b.marketShare, { decimals: 1 })), numeric: true },
  { header: "Price range", cell: (b) => b.priceRange ?? "n/a" },
  { header: "Specialization", cell: (b) => b.specialization ?? "", wrap: true, className: "min-w-48" },
  {
    header: "In Australia",
    cell: (b) =>
      b.australianPresence ? (
        <Badge tone="green">
          <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
          Yes
        </Badge>
      ) : (
        <Badge tone="amber">
          <XCircle className="h-3.5 w-3.5" aria-hidden="true" />
          No
        </Badge>
      ),
  },
  { header: "Source", cell: (b) => provenanceText(b.source, yearOf(b.createdAt)), wrap: true, className: "min-w-40" },
];

export function BrandAnalysisTab({ brands }: { brands: GolfListState<BrandRow> }) {
  const { present, absent } = splitByPresence(brands.rows);
  const provenance = listProvenance(brands.rows.map((b) => ({ source: b.source, year: yearOf(b.createdAt) })));
  return (
    <>
      <TabPanelHeader
        title="Brand Analysis"
        intro="Leading golf brands, their share of the market and whether they sell in Australia."
        isSample={brands.isSample}
        sampleOf="brands"
      />
      <ListStatus list={brands} what="brands">
        <div className="mb-4 grid gap-3 sm:grid-cols-2">
          <div className={`${cardClass} p-4`}>
            <p className="text-sm text-ink-muted">Sold in Australia</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums text-ink">
              {present.length} <span className="text-base font-normal text-ink-muted">of {brands.rows.length} brands</span>
            </p>
            <p className="mt-1 text-xs text-ink-muted">{provenance}</p>
          </div>
          <div className={`${cardClass} p-4`}>
            <p className="text-sm text-ink-muted">No Australian presence</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums text-ink">
              {absent.length} <span className="text-base font-normal text-ink-muted">import opportunities</span>
            </p>
            <p className="mt-1 text-xs text-ink-muted">{provenance}</p>
          </div>
        </div>
        <div className={`${cardClass} p-4 sm:p-5`}>
          <DataTable caption="Golf brands" columns={COLUMNS} rows={brands.rows} rowKey={(b) => b.id} />
        </div>
      </ListStatus>
    </>
  );
}
