import { Globe2, MapPin, TrendingUp, Users } from "lucide-react";
import { NO_SOURCE } from "../../components/provenance";
import { StatCard } from "../../components/stat-card";
import { formatCompact, formatMoney, formatPercent, formatRevenue } from "../../lib/golf-format";
import { MARKET_FIGURES as F } from "../content/market-figures";

/** The four headline figures above the tabs: the specification's fixed figures, which name no source. */
export function HeadlineCards() {
  return (
    <section aria-label="Headline figures" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="US Market Size"
        value={formatRevenue(F.usMarketUSD)}
        detail={`${formatPercent(F.usGrowthPercent, { signed: true, decimals: 1 })} a year`}
        icon={Globe2}
        provenance={NO_SOURCE}
      />
      <StatCard
        label="Australian Market"
        value={formatRevenue(F.australianMarketUSD)}
        detail={`${formatPercent(F.australianGrowthPercent, { signed: true, decimals: 1 })} a year, ${formatRevenue(F.australianProjection.marketUSD)} by ${F.australianProjection.year}`}
        icon={MapPin}
        provenance={NO_SOURCE}
      />
      <StatCard
        label="Price Gap"
        value={`${F.priceGapPercent.from}-${F.priceGapPercent.to}%`}
        detail="Australian prices above US"
        icon={TrendingUp}
        provenance={NO_SOURCE}
      />
      <StatCard
        label="Australian Golfers"
        value={formatCompact(F.australianGolfers)}
        detail={`${formatMoney(F.averageAnnualSpendAUD, "AUD", { decimals: 0 })} average spend a year`}
        icon={Users}
        provenance={NO_SOURCE}
      />
    </section>
  );
}
