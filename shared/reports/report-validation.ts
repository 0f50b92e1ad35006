import { z } from "zod";
import { calendarDay } from "../calendar/calendar-day";
import { daysBetween } from "../calendar/durations";

/** The longest range a report covers: five years of a business's history. */
export const REPORT_MAX_DAYS = 5 * 366;
/** The largest spend one month of one campaign can record: A$10,000,000. */
export const AD_SPEND_MAX_CENTS = 1_000_000_000;
export const CAMPAIGN_MAX_LENGTH = 200;

export const reportDate = calendarDay({
  required: "Choose a date",
  format: "Use a date like 2026-11-25",
  notReal: "That date does not exist",
});

/** GET /api/reports/…?from=YYYY-MM-DD&to=YYYY-MM-DD: Brisbane days, both inclusive. */
export const reportRangeSchema = z
  .object({ from: reportDate, to: reportDate })
  .refine((range) => range.from <= range.to, { path: ["to"], message: "The end date must be on or after the start date" })
  .refine((range) => daysBetween(range.from, range.to) < REPORT_MAX_DAYS, {
    path: ["to"],
    message: "Choose a range of at most five years",
  });
export type ReportRange = z.output<typeof reportRangeSchema>;

export const adSpendMonth = z
  .string({ error: "Choose a month" })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use a month like 2026-11")
  .refine((month) => month >= "2000-01" && month <= "2100-12", "Choose a month between 2000 and 2100");

/** Control, format, private-use and lone surrogate code points have no place in a campaign name. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;

export const campaignName = z
  .string({ error: "Enter the campaign's name" })
  .transform((name) => name.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "Enter the campaign's name")
      .max(CAMPAIGN_MAX_LENGTH, `At most ${CAMPAIGN_MAX_LENGTH} characters`)
      .refine((name) => !INVISIBLE.test(name), "Please remove the invalid character"),
  );

/** PUT /api/ad-spend: one month of one campaign, in cents (0 records that nothing was spent). */
export const adSpendSchema = z.object({
  month: adSpendMonth,
  campaign: campaignName,
  amountCents: z
    .number({ error: "Enter the amount in cents" })
    .int("Enter a whole number of cents")
    .min(0, "The amount cannot be negative")
    .max(AD_SPEND_MAX_CENTS, "At most A$10,000,000 a month"),
});
export type AdSpendInput = z.output<typeof adSpendSchema>;

/** GET /api/reports/google-ads-*.csv?since=YYYY-MM-DD[&includeEarlier=1] */
/**
 * The body of POST /api/reports/google-ads-conversions.csv and -enhanced-conversions.csv: a POST, not a GET,
 * because a download marks its events as sent (a GET a link on another site could make).
 */
export const conversionsExportSchema = z.object({
  since: reportDate,
  includeEarlier: z.boolean({ error: "Use true or false" }).optional().default(false),
});
export type ConversionsExportInput = z.input<typeof conversionsExportSchema>;

const conversionName = z
  .string({ error: "Enter the conversion's name" })
  .transform((name) => name.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "Enter the conversion's name as it is in Google Ads")
      .max(100, "At most 100 characters")
      .refine((name) => !INVISIBLE.test(name), "Please remove the invalid character")
      .refine((name) => !/^[=+\-@]/.test(name), "Start the name with a letter or digit"),
  );

/** PUT /api/reports/conversion-names: the conversion actions' names as they are set up in Google Ads. */
export const conversionNamesSchema = z.object({ qualified: conversionName, won: conversionName });
