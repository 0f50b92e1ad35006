import { bestChannelFor } from "@shared/golf/channel-margins";
import { toCents } from "@shared/golf/shipment";
import { formatMoney } from "../../lib/golf-format";
import { useChannelFees } from "../api/channel-fees";

/**
 * The channel that leaves the most for one unit landed at a cost and sold at the product's Australian price (no
 * shipping charged or paid): "eBay.com.au: A$44.30 (24.5%)".
 */
export function BestChannel({ landedCostAUD, priceAUD }: { landedCostAUD: number; priceAUD: number }) {
  const fees = useChannelFees();
  if (!fees.data) return <span className="text-ink-muted">...</span>;
  const best = bestChannelFor(fees.data, toCents(landedCostAUD), toCents(priceAUD));
  if (!best) return <span className="text-ink-muted">No price</span>;
  return (
    <>
      {best.label}: <span className="tabular-nums">{formatMoney(best.netCents / 100, "AUD")}</span>{" "}
      <span className="text-ink-muted tabular-nums">({best.marginPercent.toFixed(1)}%)</span>
    </>
  );
}
