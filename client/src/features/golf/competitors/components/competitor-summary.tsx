import { Crown, MapPin, PieChart, Users } from "lucide-react";
import { StatCard } from "../../components/stat-card";
import { formatPercent } from "../../lib/golf-format";
import type { CompetitorRow } from "../api/use-golf-competitors";
import { summariseCompetitors } from "../competitor-rules";

/** Total, Australian, premium and combined market share of the competitors listed. */
export function CompetitorSummary({ competitors }: { competitors: readonly CompetitorRow[] }) {
  const summary = summariseCompetitors(competitors);
  return (
    <section aria-label="Competitor summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Total Competitors" value={summary.total} detail="Tracked in this analysis" icon={Users} />
      <StatCard label="Australian" value={summary.australian} detail="Based in Australia" icon={MapPin} />
      <StatCard label="Premium" value={summary.premium} detail="Premium segment" icon={Crown} />
      <StatCard
        label="Combined Market Share"
        value={formatPercent(summary.combinedMarketShare, { decimals: 1 })}
        detail="Sum of listed shares"
        icon={PieChart}
      />
    </section>
  );
}
