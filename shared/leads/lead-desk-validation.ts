import { z } from "zod";
import { optionValues } from "../option-values";
import { requiredText } from "../text-fields";
import { AD_SERVICE_OPTIONS, SERVICE_OPTIONS } from "../constants";
import { LEAD_SORTS, LEAD_STATUS_VALUES, LOST_REASON_VALUES, QUOTE_VALUE_STATUSES } from "./lead-desk";
import type { LeadKind } from "./lead-kinds";

export const LEAD_NOTE_LIMIT = 2000;
export const LOST_NOTE_LIMIT = 1000;
const MAX_QUOTE_VALUE = 100_000_000;

/** "$12,500.50" or 12500.5 -> 12500.5; an empty field -> null (no value). */
const toAmount = (value: unknown) => {
  if (typeof value !== "string") return value;
  const plain = value.replace(/[$,\s]/g, "");
  return plain === "" ? null : Number(plain);
};

/** PATCH /api/contact/:id and /api/ga-leads/:id: the status, with its lost reason or quote value. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUS_VALUES, "Please choose a status"),
    lostReason: z.enum(LOST_REASON_VALUES, "Please choose why the lead was lost").nullish(),
    lostNote: z
      .string("Please enter the details as text")
      .trim()
      .max(LOST_NOTE_LIMIT, `Details must be ${LOST_NOTE_LIMIT} characters or fewer`)
      .nullish(),
    quoteValue: z.preprocess(
      toAmount,
      z
        .number("Please enter the quote value in dollars, e.g. 12500")
        .min(0, "The quote value cannot be negative")
        .max(MAX_QUOTE_VALUE, "Please check the quote value")
        .transform((amount) => Math.round(amount * 100) / 100)
        .nullish(),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.status === "lost" && !input.lostReason) {
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: "Please choose why the lead was lost" });
    }
    if (input.quoteValue !== null && input.quoteValue !== undefined && !QUOTE_VALUE_STATUSES.includes(input.status)) {
      ctx.addIssue({ code: "custom", path: ["quoteValue"], message: "A quote value can be recorded once a lead is Quoted or Won" });
    }
  });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** POST /api/contact/:id/notes and /api/ga-leads/:id/notes. */
export const leadNoteSchema = z.object({
  body: requiredText("Please write a note", LEAD_NOTE_LIMIT, `Notes must be ${LEAD_NOTE_LIMIT} characters or fewer`),
});
export type LeadNoteInput = z.input<typeof leadNoteSchema>;

/** The services a lead of each kind can name, as the filter offers them. */
export const LEAD_SERVICE_OPTIONS: Record<LeadKind, readonly { value: string; label: string }[]> = {
  inquiries: SERVICE_OPTIONS.map((service) => ({ value: service, label: service })),
  "ga-leads": AD_SERVICE_OPTIONS,
};

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
const isoDay = z
  .string("Use a date like 2026-11-23")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-23")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "Use a date like 2026-11-23");

/**
 * Filters, sort and page of a lead list: the query string of GET /api/contact and /api/ga-leads, and
 * the /admin address (so a filtered view can be bookmarked). Without `page` the GET answers every match.
 */
export const leadListQuerySchema = z.object({
  /** true: only leads held as spam; false: only real ones; absent: the full list holds both, a page only real ones */
  spam: z.preprocess(
    blankToUndefined,
    z
      .enum(["0", "1", "false", "true"], "Unknown spam filter")
      .transform((v) => v === "1" || v === "true")
      .optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(LEAD_STATUS_VALUES, "Unknown status").optional()),
  service: z.preprocess(blankToUndefined, z.string("Unknown service").max(200, "Unknown service").optional()),
  from: z.preprocess(blankToUndefined, isoDay.optional()),
  to: z.preprocess(blankToUndefined, isoDay.optional()),
  q: z.preprocess(blankToUndefined, z.string("Search must be text").trim().max(200, "Search must be 200 characters or fewer").optional()),
  sort: z.preprocess(blankToUndefined, z.enum(optionValues(LEAD_SORTS), "Unknown sort").default("newest")),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number("Page must be a number")
      .int("Page must be a whole number")
      .min(1, "Page must be 1 or more")
      .max(100_000, "Page is too large")
      .optional(),
  ),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;
