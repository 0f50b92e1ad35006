import { Award, BarChart3, Percent, TrendingUp } from "lucide-react";
import { StatCard } from "../../components/stat-card";
import { formatPercent } from "../../lib/golf-format";
import type { ProfitAnalysisRow } from "../api/use-profit-analyses";
import { summariseAnalyses } from "../profit-rules";

const margin = (value: number | null) => (value === null ? "n/a" : formatPercent(value, { decimals: 2 }));

export function ProfitSummary({ analyses }: { analyses: readonly ProfitAnalysisRow[] }) {
  const summary = summariseAnalyses(analyses);
  return (
    <section aria-label="Profit summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Analyses" value={summary.count} detail="Saved product categories" icon={BarChart3} />
      <StatCard label="Avg Gross Margin" value={margin(summary.averageGrossMargin)} detail="After cost of goods" icon={Percent} />
      <StatCard label="Avg Net Margin" value={margin(summary.averageNetMargin)} detail="After shipping and marketing" icon={TrendingUp} />
      <StatCard
        label="Best Net Margin"
        value={margin(summary.best?.netMargin ?? null)}
        detail={summary.best ? summary.best.category : "No analyses yet"}
        icon={Award}
      />
    </section>
  );
}
