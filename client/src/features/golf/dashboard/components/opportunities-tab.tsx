import { Globe2, type LucideIcon, Store, TrendingUp, Users } from "lucide-react";
import type { ReactNode } from "react";
import { cardClass } from "../../components/golf-styles";
import { listProvenance, NO_SOURCE, yearOf } from "../../components/provenance";
import { formatCompact, formatMoney, formatPercent, formatRevenue } from "../../lib/golf-format";
import type { DashboardData } from "../api/use-dashboard-data";
import { MARKET_FIGURES as F } from "../content/market-figures";
import { splitByPresence, widestGaps } from "../dashboard-rules";
import { TabPanelHeader } from "./tab-panel-header";

function Opportunity({
  icon: Icon,
  title,
  provenance,
  children,
}: {
  icon: LucideIcon;
  title: string;
  provenance: string;
  children: ReactNode;
}) {
  return (
    <article className={`${cardClass} p-5`} aria-label={title}>
      <div className="flex items-center gap-3">
        <span className="flex h-9 w-9 items-center justify-center rounded-md bg-brand-50 text-brand-700" aria-hidden="true">
          <Icon className="h-5 w-5" />
        </span>
        <h3 className="font-semibold text-ink">{title}</h3>
      </div>
      <div className="mt-3 space-y-2 text-sm text-ink">{children}</div>
      <p className="mt-3 text-xs text-ink-muted">{provenance}</p>
    </article>
  );
}

/** Where the numbers point: mostly fixed findings, with the lists' own standouts named. */
export function OpportunitiesTab({ data }: { data: DashboardData }) {
  const gaps = widestGaps(data.priceComparisons.rows, 3);
  const { absent } = splitByPresence(data.brands.rows);
  const isSample = data.priceComparisons.isSample || data.brands.isSample;
  return (
    <>
      <TabPanelHeader
        title="Opportunities"
        intro="Where importing from the US looks most promising."
        isSample={isSample}
        sampleOf="price comparisons or brands"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Opportunity
          icon={TrendingUp}
          title="Price arbitrage"
          provenance={`Market gap and markup: ${NO_SOURCE.toLowerCase()}. Gaps tracked: ${listProvenance(gaps.map((g) => ({ source: g.source, year: yearOf(g.lastUpdated) })))}`}
        >
          <p>
            Australian shelf prices run {F.priceGapPercent.from}-{F.priceGapPercent.to}% above US prices, and local retailers add an average
            markup of {formatPercent(F.averageMarkupPercent)}. Buying in the US leaves room to undercut them and keep a healthy margin.
          </p>
          {gaps.length > 0 && (
            <>
              <p className="font-medium">Widest gaps tracked:</p>
              <ul className="space-y-1">
                {gaps.map((gap) => (
                  <li key={gap.id} className="flex justify-between gap-3 border-b border-slate-100 pb-1 last:border-0">
                    <span>{gap.productName}</span>
                    <span className="font-semibold tabular-nums text-brand-700">{formatPercent(gap.priceGap, { signed: true })}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Opportunity>
        <Opportunity
          icon={Store}
          title="Brands missing from Australia"
          provenance={listProvenance(absent.map((b) => ({ source: b.source, year: yearOf(b.createdAt) })))}
        >
          <p>Brands with little or no Australian distribution face no local competition on price.</p>
          {absent.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5">
              {absent.map((brand) => (
                <li key={brand.id}>
                  <span className="font-medium">{brand.brandName}</span>
                  {brand.specialization && <span className="text-ink-muted"> ({brand.specialization})</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted">Every brand tracked already sells in Australia.</p>
          )}
        </Opportunity>
        <Opportunity icon={Globe2} title="A growing market" provenance={NO_SOURCE}>
          <p>
            The Australian market grows {formatPercent(F.australianGrowthPercent, { signed: true, decimals: 1 })} a year against{" "}
            {formatPercent(F.usGrowthPercent, { signed: true, decimals: 1 })} in the US, from {formatRevenue(F.australianMarketUSD)} today
            to a projected {formatRevenue(F.australianProjection.marketUSD)} by {F.australianProjection.year}.
          </p>
        </Opportunity>
        <Opportunity icon={Users} title="Engaged customers" provenance={NO_SOURCE}>
          <p>
            About {formatCompact(F.australianGolfers)} Australians play golf and spend{" "}
            {formatMoney(F.averageAnnualSpendAUD, "AUD", { decimals: 0 })} a year on average. Premium clubs, shoes and technology carry the
            widest gaps; apparel and accessories sell alongside them.
          </p>
        </Opportunity>
      </div>
    </>
  );
}
