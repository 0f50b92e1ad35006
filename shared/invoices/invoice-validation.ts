import { z } from "zod";
import { capitalCode } from "../text-fields";
import { calendarDay } from "../calendar/calendar-day";
import { PAYMENT_METHODS } from "./invoice-api";

const isoDay = (message: string) => calendarDay({ required: message });

const amount = (label: string) =>
  z
    .number(`Enter ${label} in cents`)
    .int(`${label} must be whole cents`)
    .min(1, `${label} must be at least 1 cent`)
    .max(1_000_000_000, `${label} is too large`);

const note = (max: number) =>
  z
    .string("Enter the note as text")
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((text) => !text.includes("\u0000"), "Please remove the invalid character");

/** POST /api/leads/:reference/claims: a stage of the accepted quote, done; the amount defaults to what is left of it. */
export const claimSchema = z.object({
  stage: z.number("Choose the stage").int("Choose the stage").min(1, "Choose the stage").max(20, "Choose the stage"),
  amountCents: amount("The amount").optional(),
  note: note(300).optional(),
});
export type ClaimInput = z.input<typeof claimSchema>;

/** POST /api/invoices/:number/payments: a payment staff record by hand. */
export const paymentSchema = z.object({
  amountCents: amount("The amount"),
  paidOn: isoDay("Enter the date it was paid, e.g. 2026-11-27"),
  method: z.enum(PAYMENT_METHODS, "Choose bank, cash or card"),
});
export type PaymentInput = z.input<typeof paymentSchema>;

/** POST /api/invoices/:number/credit (Owner). */
export const creditSchema = z.object({
  amountCents: amount("The amount"),
  reason: note(300).pipe(z.string().min(3, "Say why the invoice is credited")),
});
export type CreditInput = z.input<typeof creditSchema>;

/** The Xero exports: invoices issued, or payments received, from one day to another (inclusive). */
export const xeroRangeSchema = z
  .object({ from: isoDay("Enter the first day, e.g. 2026-11-01"), to: isoDay("Enter the last day, e.g. 2026-11-30") })
  .refine((range) => range.from <= range.to, { path: ["to"], message: "The last day cannot be before the first" });
export type XeroRange = z.output<typeof xeroRangeSchema>;

/** POST /api/bank-statements/lines/:id/match: a statement line staff match to an invoice by hand. */
export const matchLineSchema = z.object({
  invoice: capitalCode("Enter the invoice number", /^INV-\d{6,}$/, "INV-000012"),
});

/** POST /api/leads/:reference/links/invoice/renew: which of the lead's invoices gets a new link. */
export const renewInvoiceLinkSchema = z.object({
  invoice: z
    .string("Choose the invoice")
    .trim()
    .toUpperCase()
    .regex(/^INV-\d{6,}$/, "An invoice number, e.g. INV-000012"),
});
