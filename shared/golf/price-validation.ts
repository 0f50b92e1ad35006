import { z } from "zod";
import { isCalendarDay } from "../calendar/calendar-day";
import { ORIGIN_COUNTRIES } from "./landed-cost";
import { MARKET_CURRENCY } from "./price-history";
import { brisbaneDay } from "../calendar/brisbane-time";
import { optionsOf } from "../options";

/** Today in Brisbane, YYYY-MM-DD: no price or rate may come from a later day. */
export const golfToday = (now = Date.now()) => brisbaneDay(new Date(now));

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;

export const pastDate = z
  .string({ error: "Enter a date like 2026-11-25" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date like 2026-11-25")
  .refine(isCalendarDay, "That date does not exist")
  .refine((day) => day >= "2000-01-01", "Enter a date from 2000 on")
  .refine((day) => day <= golfToday(), "That date is in the future");

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, `Enter the ${label}`)
        .max(max, `At most ${max} characters`)
        .refine((value) => !INVISIBLE.test(value), "Please remove the invalid character"),
    );

const money = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((value) => value > 0, `${label} must be more than 0`)
    .refine((value) => value < 10_000_000, `${label} must be under 10,000,000`)
    .transform((value) => Math.round(value * 100) / 100);

/** "true", "yes", "1" (and their opposites), as a CSV cell or a form gives them. */
const yesNo = z.preprocess(
  (value) =>
    typeof value === "string"
      ? (({ true: true, yes: true, "1": true, false: false, no: false, "0": false } as Record<string, boolean>)[
          value.trim().toLowerCase()
        ] ?? value)
      : value,
  z.boolean({ error: "Must be true or false" }),
);

/** POST /api/golf/products/:id/prices, and each row of POST /api/golf/import/prices (with productId). */
export const priceObservationSchema = z
  .object({
    observedOn: pastDate,
    market: z.enum(["US", "AU"], "Market must be US or AU"),
    retailer: text("retailer", 120),
    price: money("Price"),
    currency: z.enum(["USD", "AUD"], "Currency must be USD or AUD"),
    inStock: yesNo.default(true),
  })
  .refine((row) => MARKET_CURRENCY[row.market] === row.currency, {
    path: ["currency"],
    message: "The US market is priced in USD and the Australian market in AUD",
  });
export type PriceObservationInput = z.output<typeof priceObservationSchema>;

export const priceImportRowSchema = z
  .object({ productId: z.coerce.number({ error: "Must be a product id" }).int("Must be a product id").positive("Must be a product id") })
  .and(priceObservationSchema);

/** POST /api/golf/fx-rates, and each row of POST /api/golf/import/fx-rates. */
export const fxRateSchema = z.object({
  date: pastDate,
  usdPerAud: z.coerce
    .number({ error: "The rate must be a number" })
    .refine((value) => Number.isFinite(value) && value > 0, "The rate must be more than 0")
    .refine((value) => value <= 5, "The rate must be at most 5 US$ per A$1"),
  source: text("source", 200),
});
export type FxRateInput = z.output<typeof fxRateSchema>;

export const WATCH_RULES = optionsOf({
  "gap-above": "Gap at today's rate above (%)",
  "margin-above": "Landed margin above (%)",
  "au-price-below": "AU price below (A$)",
});
export type WatchRule = (typeof WATCH_RULES)[number]["value"];

/** POST /api/golf/watches */
export const watchSchema = z
  .object({
    productId: z.number({ error: "Choose a product" }).int().positive("Choose a product"),
    rule: z.enum(["gap-above", "margin-above", "au-price-below"], "Choose a rule"),
    threshold: z
      .number({ error: "Enter a number" })
      .refine(Number.isFinite, "Enter a number")
      .refine((value) => value > -100 && value < 1_000_000, "Enter a sensible number"),
    units: z.number().int("Whole units").min(1, "At least 1 unit").max(100_000).default(1),
    origin: z.enum(ORIGIN_COUNTRIES, "Choose where the goods are made").default("United States"),
    freightAud: z.number().min(0, "0 or more").max(1_000_000).default(0),
    brokerFeeAud: z.number().min(0, "0 or more").max(1_000_000).default(0),
  })
  .refine((watch) => watch.rule !== "au-price-below" || watch.threshold > 0, {
    path: ["threshold"],
    message: "The price must be more than 0",
  });
export type WatchInput = z.output<typeof watchSchema>;

/** GET /api/golf/products/:id/history?from=&to= (both optional: all of it) and the view's landed-cost terms. */
export const historyQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-25")
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-25")
    .optional(),
  units: z.coerce.number().int().min(1).max(100_000).optional(),
  origin: z.enum(ORIGIN_COUNTRIES).optional(),
  freightAud: z.coerce.number().min(0).max(1_000_000).optional(),
  brokerFeeAud: z.coerce.number().min(0).max(1_000_000).optional(),
});
