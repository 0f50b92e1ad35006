import { Users, Wallet } from "lucide-react";
import { Badge } from "../../components/badge";
import { cardClass } from "../../components/golf-styles";
import { NO_SOURCE, Provenance, yearOf } from "../../components/provenance";
import { StatCard } from "../../components/stat-card";
import { formatCompact, formatMoney } from "../../lib/golf-format";
import type { GolfListState } from "../../lib/golf-list";
import type { CustomerInsightRow } from "../api/use-dashboard-data";
import { MARKET_FIGURES as F } from "../content/market-figures";
import { ListStatus } from "../../components/list-status";
import { TabPanelHeader } from "./tab-panel-header";

function InsightCard({ insight }: { insight: CustomerInsightRow }) {
  const facts = [
    { label: "Spending habits", value: insight.spendingHabits },
    { label: "Preferred brands", value: insight.preferredBrands },
    { label: "Purchase frequency", value: insight.purchaseFrequency },
    { label: "Key factors", value: insight.keyFactors },
  ].filter((fact) => fact.value);
  return (
    <article aria-labelledby={`insight-${insight.id}`} className={`${cardClass} flex w-full flex-col p-5`}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={`insight-${insight.id}`} className="font-semibold text-ink">
          {insight.demographic}
        </h3>
        <Badge tone={insight.country === "Australia" ? "green" : "neutral"}>{insight.country}</Badge>
      </div>
      <dl className="mt-3 space-y-2.5 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{fact.label}</dt>
            <dd className="mt-0.5 text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Provenance source={insight.source} year={yearOf(insight.createdAt)} className="mt-auto pt-3" />
    </article>
  );
}

export function CustomerInsightsTab({ customerInsights }: { customerInsights: GolfListState<CustomerInsightRow> }) {
  return (
    <>
      <TabPanelHeader
        title="Customer Insights"
        intro="Who buys golf equipment, how much they spend and what they care about."
        isSample={customerInsights.isSample}
        sampleOf="customer insights"
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <StatCard
          label="Australian golfers"
          value={formatCompact(F.australianGolfers)}
          detail="Active golfers in Australia"
          icon={Users}
          provenance={NO_SOURCE}
        />
        <StatCard
          label="Average annual spend"
          value={formatMoney(F.averageAnnualSpendAUD, "AUD", { decimals: 0 })}
          detail="Per Australian golfer on equipment"
          icon={Wallet}
          provenance={NO_SOURCE}
        />
      </div>
      <ListStatus list={customerInsights} what="customer insights">
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Customer segments">
          {customerInsights.rows.map((insight) => (
            <li key={insight.id} className="flex">
              <InsightCard insight={insight} />
            </li>
          ))}
        </ul>
      </ListStatus>
    </>
  );
}
