import { z } from "zod";
import { workRunsSchema } from "../costs/work-runs";
import { capitalCode } from "../text-fields";
import { LEAD_REFERENCE_PATTERN } from "../leads/lead-reference";
import { contractLevel, depositProblem } from "./quote-law";
import { formatCents, QUANTITY_MESSAGE, QUANTITY_PATTERN, type QuoteTotals } from "./quote-math";

/** NUL and lone surrogates: never text a person typed, and PostgreSQL's JSON refuses them. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const text = (message: string) =>
  z
    .string(message)
    .refine((value) => !value.includes("\u0000") && !LONE_SURROGATE.test(value), "Please remove the invalid character from this field");

const cents = (label: string, max: number) =>
  z
    .number(`${label} must be an amount in cents`)
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is too large`);

const isoDay = (message: string) =>
  z
    .string(message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .nullish()
    .or(z.literal("").transform(() => null));

export const quoteLineSchema = z.object({
  description: text("Describe the line").trim().min(2, "Describe the line").max(300, "At most 300 characters"),
  quantity: z
    .union([z.string(), z.number()], "Enter a quantity")
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(QUANTITY_PATTERN, QUANTITY_MESSAGE)),
  unit: text("Enter the unit").trim().min(1, "Enter the unit, e.g. m or each").max(20, "At most 20 characters"),
  unitPriceCents: cents("The unit price", 10_000_000),
});

const stageSchema = z.object({
  description: text("Describe the stage").trim().min(2, "Describe the stage").max(200, "At most 200 characters"),
  amountCents: cents("The stage amount", 1_000_000_000),
  /** the crew's hours it was quoted on: staff only */
  labourHours: z
    .number("Enter the labour hours")
    .min(0, "The labour hours cannot be negative")
    .max(10_000, "At most 10,000 hours")
    .refine((hours) => Number.isInteger(hours * 4), "Enter the hours to the quarter hour (0.25)")
    .optional(),
});

/** A quote's content, as staff write it (POST /api/quotes adds the lead's reference; PATCH sends it alone). */
export const quoteContentSchema = z.object({
  lines: z.array(quoteLineSchema, "Add the quote's lines").min(1, "Add at least one line").max(60, "At most 60 lines"),
  scope: text("Describe the work").trim().min(10, "Describe the work in a sentence or two").max(4000, "At most 4,000 characters"),
  exclusions: text("Describe the exclusions").trim().max(2000, "At most 2,000 characters").default(""),
  startDate: isoDay("Enter the estimated start date"),
  completionDate: isoDay("Enter the date for practical completion"),
  validDays: z.number("How many days is the quote valid?").int().min(1, "At least 1 day").max(180, "At most 180 days").default(30),
  depositPercent: z
    .number("Enter the deposit percentage")
    .min(0, "The deposit cannot be negative")
    .max(100)
    .refine((percent) => Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6, "At most two decimals"),
  stages: z.array(stageSchema).max(20, "At most 20 stages").default([]),
  /** the measured runs (staff only); left out, an edit keeps the version's runs and a new quote takes the estimate's */
  runs: workRunsSchema.optional(),
});
export type QuoteContentInput = z.input<typeof quoteContentSchema>;
export type QuoteContent = z.output<typeof quoteContentSchema>;

export const newQuoteSchema = quoteContentSchema.extend({
  reference: capitalCode("Enter the lead's reference", LEAD_REFERENCE_PATTERN, "RW-CFB9ZG"),
});
export type NewQuoteInput = z.input<typeof newQuoteSchema>;

/**
 * What the law asks of this quote, beyond its shape: the deposit cap, the payments adding up to the total, and
 * the dates the contract must state at its level. Field messages, empty when it may be sent.
 */
export function quoteLawProblems(content: QuoteContent, totals: QuoteTotals): Record<string, string> {
  const problems: Record<string, string> = {};
  const deposit = depositProblem(content.depositPercent, totals.totalCents);
  if (deposit) problems.depositPercent = deposit;
  if (content.stages.length > 0) {
    const paid = totals.depositCents + content.stages.reduce((sum, stage) => sum + stage.amountCents, 0);
    if (paid !== totals.totalCents) {
      problems.stages = `The deposit and the progress payments must add up to the total of ${formatCents(totals.totalCents)}; they add up to ${formatCents(paid)}`;
    }
  }
  const level = contractLevel(totals.totalCents);
  if (level !== "small" && !content.completionDate)
    problems.completionDate = "A quote above $3,300 must state the date for practical completion";
  if (level === "level-two" && !content.startDate) problems.startDate = "A quote of $20,000 or more must state the start date";
  if (content.startDate && content.completionDate && content.completionDate < content.startDate)
    problems.completionDate = "Completion cannot be before the start";
  if (totals.totalCents > 500_000_000) problems.lines = "A quote can be at most $5,000,000";
  return problems;
}

/** The homeowner's acceptance on the quote page. */
export const quoteAcceptanceSchema = z.object({
  fullName: text("Please type your full name").trim().min(2, "Please type your full name").max(120, "At most 120 characters"),
  agree: z.literal("yes", "Please tick to accept the quote and its terms"),
  guide: z.literal("yes").optional(),
  /** the hash of the version the page showed: an acceptance is of exactly that */
  version: z.string().regex(/^[0-9a-f]{64}$/, "This quote has changed: please read it again"),
});

export const quoteDeclineSchema = z.object({
  reason: text("Please check the reason").trim().max(500, "At most 500 characters").optional(),
});
