import { z } from "zod";
import { FENCE_HEIGHTS, FENCE_TYPES, WALL_MATERIALS } from "./price-table";

const cents = z
  .number("Enter an amount in cents")
  .int("Amounts are whole cents")
  .min(0, "Amounts cannot be negative")
  .max(100_000_000, "That amount is too large");

/** A rate's low and high, in cents including GST; the low is never above the high. */
const band = z
  .strictObject({ low: cents, high: cents })
  .refine((b) => b.low <= b.high, { message: "The low is above the high", path: ["low"] });

const each = <K extends string, V extends z.ZodType>(keys: readonly K[], value: V) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);

/** PUT /api/pricing (Owner): the whole price table, exactly this shape; GET /api/pricing answers it. */
export const priceTableSchema = z.strictObject({
  walls: each(WALL_MATERIALS, band),
  fences: each(FENCE_TYPES, each(FENCE_HEIGHTS, band)),
  extras: z.strictObject({
    removalPerMetre: band,
    singleGate: band,
    doubleGate: band,
    engineering: band,
    approval: band,
    noExcavatorPercent: z.number("Enter a whole percent").int("Enter a whole percent").min(0, "At least 0%").max(100, "At most 100%"),
  }),
});
export type PriceTableInput = z.input<typeof priceTableSchema>;
