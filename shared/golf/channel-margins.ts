import { z } from "zod";
import type { ChannelFees, ChannelId, SalesChannel } from "./channel-fees";

/*
 * What a GST-registered seller keeps from one unit sold through each channel, in whole cents, in this order: the
 * total the buyer pays, revenue ex GST (the GST on the sale is owed), each fee rounded half up (a fee quoted with GST
 * is divided by 1.1 again: that GST is claimed back), then net and margin. The landed cost is ex GST already (the
 * import GST is claimed back too).
 */

export interface ChannelMarginInput {
  /** per unit, ex GST */
  landedCostCents: number;
  /** as the buyer pays them, GST included */
  salePriceCents: number;
  shippingChargedCents: number;
  /** the seller's own cost to send it, ex GST */
  shippingCostCents: number;
}

export interface ChannelMargin {
  id: ChannelId;
  revenueExGstCents: number;
  fees: { label: string; cents: number }[];
  feesCents: number;
  netCents: number;
  marginPercent: number;
  /** the lowest sale price (whole cents, same shipping) whose net is at least 0; null when none up to A$100,000 */
  breakEvenPriceCents: number | null;
}

/** POST /api/golf/channel-margins */
export interface ChannelMargins {
  channels: ChannelMargin[];
}

export const MAX_SALE_CENTS = 10_000_000;

const amount = (what: string, min = 0) =>
  z
    .number(`Enter ${what} in cents`)
    .int(`Enter ${what} in whole cents`)
    .min(min, min > 0 ? `Enter ${what} above A$0.00` : `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(MAX_SALE_CENTS, `${what[0]!.toUpperCase()}${what.slice(1)} is at most A$100,000`);

export const channelMarginInputSchema = z.object({
  landedCostCents: amount("the landed cost"),
  salePriceCents: amount("the sale price", 1),
  shippingChargedCents: amount("the shipping charged").default(0),
  shippingCostCents: amount("the shipping cost").default(0),
});

/** a / b to the nearest whole, halves up (a, b whole, b > 0, a >= 0) */
const halfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));
/** the GST in a fee quoted with it taken out: / 1.1, half up */
const exGst = (cents: number) => halfUp(cents * 10, 11);

export const FEE_LABELS = { percent: "Percentage fee", perOrder: "Per-order fee", subscription: "Subscription share" } as const;

/** The channel's fees on a total (price plus shipping charged), each in whole cents, ex GST: percent, per order, subscription. */
export function channelFees(channel: SalesChannel, totalCents: number): { label: string; cents: number }[] {
  const threshold = channel.tierAboveCents;
  const percentParts =
    threshold === null || channel.percentAboveBp === null
      ? totalCents * channel.percentBp
      : Math.min(totalCents, threshold) * channel.percentBp + Math.max(0, totalCents - threshold) * channel.percentAboveBp;
  const band = channel.perOrder.find((candidate) => candidate.upToCents === null || totalCents <= candidate.upToCents);
  const raw = [
    halfUp(percentParts, 10_000),
    band?.cents ?? 0,
    channel.expectedMonthlyUnits ? halfUp(channel.monthlyCents, channel.expectedMonthlyUnits) : 0,
  ];
  const [percent, perOrder, subscription] = channel.feesIncludeGst ? raw.map(exGst) : raw;
  return [
    { label: FEE_LABELS.percent, cents: percent! },
    { label: FEE_LABELS.perOrder, cents: perOrder! },
    { label: FEE_LABELS.subscription, cents: subscription! },
  ];
}

/** The net of a sale through a channel. */
export function netOf(channel: SalesChannel, input: ChannelMarginInput) {
  const total = input.salePriceCents + input.shippingChargedCents;
  const revenueExGstCents = halfUp(total * 10, 11);
  const fees = channelFees(channel, total);
  const feesCents = fees.reduce((sum, fee) => sum + fee.cents, 0);
  return { revenueExGstCents, fees, feesCents, netCents: revenueExGstCents - feesCents - input.shippingCostCents - input.landedCostCents };
}

/** A share to 0.1 percent, halves away from zero. */
const percentOf = (part: number, whole: number) => (Math.sign(part) * halfUp(Math.abs(part) * 1000, whole)) / 10;

/**
 * The lowest sale price with a net of at least 0. Within a per-order band the net rises with the price but for the
 * odd cent of rounding (a percent of at most 50% leaves a slope of at least 0.4 a cent), so a bisection finds the
 * crossing to within a few cents and a short scan finds the exact first price; bands are tried from the lowest, so a
 * price below a band's step wins over one above it.
 */
export function breakEvenPrice(channel: SalesChannel, input: ChannelMarginInput): number | null {
  const ship = input.shippingChargedCents;
  const net = (price: number) => netOf(channel, { ...input, salePriceCents: price }).netCents;
  let from = 1;
  for (const band of channel.perOrder) {
    const to = band.upToCents === null ? MAX_SALE_CENTS : Math.min(MAX_SALE_CENTS, band.upToCents - ship);
    if (to >= from) {
      let [low, high] = [from, to];
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (net(middle) >= 0) high = middle;
        else low = middle + 1;
      }
      for (let price = Math.max(from, low - 25); price <= Math.min(to, low + 25); price += 1) if (net(price) >= 0) return price;
    }
    if (to >= MAX_SALE_CENTS) break;
    from = Math.max(from, to + 1);
  }
  return null;
}

/** Every channel's margin on one unit, in the table's order. */
export function channelMargins(table: ChannelFees, input: ChannelMarginInput): ChannelMargins {
  return {
    channels: table.channels.map((channel) => {
      const worked = netOf(channel, input);
      return {
        id: channel.id,
        ...worked,
        marginPercent: percentOf(worked.netCents, worked.revenueExGstCents),
        breakEvenPriceCents: breakEvenPrice(channel, input),
      };
    }),
  };
}

/** The channel that leaves the most, of margins worked out (the first of equals). */
export const bestChannel = (margins: ChannelMargins): ChannelMargin | undefined =>
  margins.channels.reduce<ChannelMargin | undefined>(
    (best, channel) => (!best || channel.netCents > best.netCents ? channel : best),
    undefined,
  );

/** Where one unit at a price leaves the most, with what it leaves; none without a price. */
export function bestChannelFor(table: ChannelFees, landedCostCents: number, salePriceCents: number) {
  if (salePriceCents < 1) return undefined;
  const best = bestChannel(channelMargins(table, { landedCostCents, salePriceCents, shippingChargedCents: 0, shippingCostCents: 0 }));
  const channel = best && table.channels.find((candidate) => candidate.id === best.id);
  return best && channel ? { label: channel.label, netCents: best.netCents, marginPercent: best.marginPercent } : undefined;
}
