import { z } from "zod";
import { golfToday } from "./price-validation";

/*
 * The Australian channels a golf product can be sold through, and what each takes: a percent of the total the buyer
 * pays (with an optional second rate above a threshold), a per-order fee by the total's band, and a subscription
 * shared over the units sold in a month. The Owner keeps the table (each channel with its source and the date it
 * took effect); every margin is worked out from it.
 */

export const CHANNEL_IDS = ["amazon-au", "ebay-au", "own-store"] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

export interface PerOrderBand {
  /** the band covers totals up to and including this; null: above the last */
  upToCents: number | null;
  cents: number;
}

export interface SalesChannel {
  id: ChannelId;
  label: string;
  /** basis points of the total the buyer pays (price plus shipping charged, GST included) */
  percentBp: number;
  /** a second rate on the part of the total above this; null when none */
  tierAboveCents: number | null;
  percentAboveBp: number | null;
  perOrder: PerOrderBand[];
  monthlyCents: number;
  expectedMonthlyUnits: number | null;
  /** whether the rates as published include GST (a registered seller claims that GST back) */
  feesIncludeGst: boolean;
  source: string;
  /** YYYY-MM-DD */
  effectiveFrom: string;
}

/** GET and PUT /api/golf/channel-fees */
export interface ChannelFees {
  channels: SalesChannel[];
}

/** The table the tool starts with; the Owner checks each row against the channel's own page. */
export const STARTING_CHANNEL_FEES: ChannelFees = {
  channels: [
    {
      id: "amazon-au",
      label: "Amazon.com.au (Sports & Outdoors)",
      percentBp: 1500,
      tierAboveCents: null,
      percentAboveBp: null,
      perOrder: [{ upToCents: null, cents: 0 }],
      monthlyCents: 4995,
      expectedMonthlyUnits: 100,
      feesIncludeGst: false,
      source: "Amazon.com.au Selling Fees: referral fee for Sports & Outdoors, Professional selling plan A$49.95 a month (ex GST)",
      effectiveFrom: "2026-01-01",
    },
    {
      id: "ebay-au",
      label: "eBay.com.au",
      percentBp: 1340,
      tierAboveCents: 400_000,
      percentAboveBp: 250,
      perOrder: [
        { upToCents: 1000, cents: 30 },
        { upToCents: null, cents: 40 },
      ],
      monthlyCents: 0,
      expectedMonthlyUnits: null,
      feesIncludeGst: true,
      source: "eBay.com.au Selling fees for private and business sellers: final value fee, most categories (GST included)",
      effectiveFrom: "2026-01-01",
    },
    {
      id: "own-store",
      label: "Own web store (card payments)",
      percentBp: 170,
      tierAboveCents: null,
      percentAboveBp: null,
      perOrder: [{ upToCents: null, cents: 30 }],
      monthlyCents: 0,
      expectedMonthlyUnits: null,
      feesIncludeGst: false,
      source: "Stripe Australia pricing: domestic cards 1.7% + A$0.30 (ex GST)",
      effectiveFrom: "2026-01-01",
    },
  ],
};

/** A rate above half of what the buyer pays is no channel's fee (and would leave no price that breaks even). */
export const MAX_FEE_BP = 5000;
const MAX_CENTS = 10_000_000;

const cents = (what: string) =>
  z
    .number(`Enter ${what} in cents`)
    .int(`Enter ${what} in whole cents`)
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(MAX_CENTS, `${what[0]!.toUpperCase()}${what.slice(1)} is at most A$100,000`);
const basisPoints = (what: string) =>
  z
    .number(`Enter ${what} in basis points`)
    .int(`Enter ${what} in whole basis points`)
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(MAX_FEE_BP, `${what[0]!.toUpperCase()}${what.slice(1)} is at most ${MAX_FEE_BP} bp (50%)`);

const channelSchema = z
  .object({
    id: z.enum(CHANNEL_IDS, "Keep the three channels: amazon-au, ebay-au and own-store"),
    label: z.string("Name the channel").trim().min(2, "Name the channel").max(80, "At most 80 characters"),
    percentBp: basisPoints("the fee"),
    tierAboveCents: cents("the threshold").min(1, "The threshold is above A$0.00").nullable(),
    percentAboveBp: basisPoints("the fee above the threshold").nullable(),
    perOrder: z
      .array(z.object({ upToCents: cents("the band's top").nullable(), cents: cents("the per-order fee") }), "List the per-order fees")
      .min(1, "List the per-order fee (0 for none)")
      .max(10, "At most 10 bands"),
    monthlyCents: cents("the monthly fee"),
    expectedMonthlyUnits: z
      .number("Enter the units a month")
      .int("Enter whole units")
      .min(1, "At least 1 unit a month")
      .max(1_000_000)
      .nullable(),
    feesIncludeGst: z.boolean("Say whether the fees include GST"),
    source: z.string("Say where the fees come from").trim().min(2, "Say where the fees come from").max(300, "At most 300 characters"),
    effectiveFrom: z
      .string("Enter the date the fees took effect")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD")
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "That date does not exist")
      .refine((day) => day <= golfToday(), "The date the fees took effect is today or earlier"),
  })
  .superRefine((channel, ctx) => {
    if ((channel.tierAboveCents === null) !== (channel.percentAboveBp === null))
      ctx.addIssue({ code: "custom", path: ["percentAboveBp"], message: "Give the threshold and the fee above it together, or neither" });
    if (channel.monthlyCents > 0 && channel.expectedMonthlyUnits === null)
      ctx.addIssue({
        code: "custom",
        path: ["expectedMonthlyUnits"],
        message: "Share the monthly fee over the units you expect to sell a month",
      });
    channel.perOrder.forEach((band, i) => {
      const last = i === channel.perOrder.length - 1;
      if (last !== (band.upToCents === null))
        ctx.addIssue({ code: "custom", path: ["perOrder", i, "upToCents"], message: "Only the last band is open-ended (no top)" });
      const before = channel.perOrder[i - 1]?.upToCents;
      if (i > 0 && band.upToCents !== null && before !== null && before !== undefined && band.upToCents <= before)
        ctx.addIssue({ code: "custom", path: ["perOrder", i, "upToCents"], message: "List the bands from the lowest total up" });
    });
  });

/** PUT /api/golf/channel-fees: the whole table, the three channels once each. */
export const channelFeesSchema = z.object({
  channels: z
    .array(channelSchema, "List the channels")
    .length(CHANNEL_IDS.length, "Keep the three channels: amazon-au, ebay-au and own-store")
    .refine((channels) => new Set(channels.map((channel) => channel.id)).size === CHANNEL_IDS.length, "List each channel once"),
}) satisfies z.ZodType<ChannelFees>;
