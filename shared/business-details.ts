import { z } from "zod";
import { normaliseAbn } from "./invoices/abn";
import { DEFAULT_INVOICING, HOME_WARRANTY_SCOPES, STAGE_CLAIMS } from "./invoicing-details";

const clockTime = (label: string) =>
  z.string(`Enter the ${label} time as HH:MM`).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${label} time as HH:MM, e.g. 09:00`);

/** alertHours: the days (Monday = 1) and the Brisbane hours in which a waiting lead is texted to staff. */
export const alertHoursSchema = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7), "Choose the days")
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    from: clockTime("start"),
    to: clockTime("end"),
  })
  .refine((hours) => hours.from < hours.to, { path: ["to"], message: "The end time must be after the start time" });
import { SEQ_COUNCILS } from "./service-area/seq-localities";
import { emailAddress } from "./leads/quote-request";

/** An Australian number as people write it: a landline (02, 03, 07, 08), a mobile (04), or 13/1300/1800. */
const australianPhone = z
  .string("Please enter a phone number")
  .trim()
  .max(30, "Please enter a phone number")
  .refine((text) => /^[\d\s()+-]+$/.test(text), "Use digits, spaces and brackets only")
  .refine((text) => {
    const digits = text.replace(/\D/g, "").replace(/^61/, "0");
    return /^0[23478]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
  }, "Enter an Australian number, e.g. (07) 5550 0123 or 0491 570 006");

const httpsUrl = z
  .string("Please enter the page's address")
  .trim()
  .max(300, "The address is too long")
  .pipe(z.url({ protocol: /^https$/, error: "Enter the full address, starting https://" }));

const text = (label: string, max: number) =>
  z.string(`Please enter the ${label}`).trim().min(1, `Please enter the ${label}`).max(max, `The ${label} is at most ${max} characters`);

const percent = (label: string) =>
  z
    .number(`Please enter the ${label} as a number`)
    .min(0, `The ${label} cannot be negative`)
    .max(10, `The ${label} is at most 10%`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "At most two decimals");

/**
 * What a tax invoice and its payment details need: the ABN (its check digit verified), the account a bank
 * transfer goes to, how long an invoice gives, and the card surcharge (off unless turned on, never above what
 * card payments cost the business: the ACCC's rule).
 */
function invoicingFields() {
  return {
    abn: z
      .string("Please enter the ABN")
      .trim()
      .refine(
        (typed) => typed === "" || normaliseAbn(typed) !== undefined,
        "Enter the 11-digit ABN, e.g. 51 824 753 556 (its check digit did not match)",
      )
      .transform((typed) => (typed === "" ? "" : normaliseAbn(typed)!))
      .default(""),
    bankAccountName: z.string().trim().max(120, "The account name is at most 120 characters").default(""),
    bankBsb: z
      .string()
      .trim()
      .transform((typed) => typed.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^(\d{6})?$/, "A BSB is 6 digits, e.g. 064-000"))
      .default(""),
    bankAccountNumber: z
      .string()
      .trim()
      .transform((typed) => typed.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^(\d{5,10})?$/, "An account number is 5 to 10 digits"))
      .default(""),
    payId: z.string().trim().max(254, "The PayID is at most 254 characters").default(""),
    invoiceDueDays: z
      .number("Please enter a number of days")
      .int("Use whole days")
      .min(0, "At least 0 days")
      .max(90, "At most 90 days")
      .default(7),
    cardFeePercent: percent("card fee").default(0),
    cardSurchargePercent: percent("card surcharge").default(0),
    stageClaims: z.enum(STAGE_CLAIMS, "Choose when a stage's claim is issued").default("on-done"),
    alertHours: alertHoursSchema.default(DEFAULT_INVOICING.alertHours),
    gstRegistered: z.boolean("Say whether the business is registered for GST").nullable().default(null),
    textsPerHour: z
      .number("Please enter a number of texts")
      .int("Use a whole number")
      .min(1, "At least 1 text an hour")
      .max(1000, "At most 1000 texts an hour")
      .default(DEFAULT_INVOICING.textsPerHour),
    standardHourlyCostCents: z
      .number("Please enter the standard hourly cost")
      .int("Use whole cents")
      .min(0, "The hourly cost cannot be negative")
      .max(100_000, "At most $1,000 an hour")
      .default(DEFAULT_INVOICING.standardHourlyCostCents),
    costAlert: z
      .object({
        percent: z.number("Please enter a percentage").min(0, "At least 0%").max(1000, "At most 1,000%"),
        cents: z.number("Please enter an amount").int("Use whole cents").min(0, "At least $0").max(100_000_000, "The amount is too large"),
      })
      .default(DEFAULT_INVOICING.costAlert),
    homeWarrantyScope: z
      .enum(HOME_WARRANTY_SCOPES, "Choose which contracts need home warranty")
      .default(DEFAULT_INVOICING.homeWarrantyScope),
    targetMarginPercent: z
      .number("Please enter the target margin")
      .min(0, "At least 0%")
      .max(500, "At most 500%")
      .default(DEFAULT_INVOICING.targetMarginPercent),
  };
}

/** PUT /api/business-profile (Owner): the business's details as every page, email and the JSON-LD show them. */
export const businessDetailsSchema = z.object({
  name: text("trading name", 80),
  licensedName: text("licensed name", 120),
  // QBCC licence numbers are numbers of up to seven digits (older ones are shorter)
  qbccLicenceNumber: z
    .string("Please enter the QBCC licence number")
    .trim()
    .regex(/^\d{5,8}$/, "A QBCC licence number is 5 to 8 digits, e.g. 1500000"),
  qbccLicenceClass: z.string().trim().max(120, "The licence class is at most 120 characters"),
  phone: australianPhone,
  mobile: australianPhone,
  email: emailAddress,
  hours: text("business hours", 80),
  responseHours: z.number("Please enter a number of hours").int("Use whole hours").min(1, "At least 1 hour").max(72, "At most 72 hours"),
  streetAddress: z.string().trim().max(200, "The address is at most 200 characters"),
  facebookUrl: httpsUrl,
  instagramUrl: httpsUrl,
  googleReviewUrl: httpsUrl.optional().or(z.literal("")).default(""),
  serviceArea: text("service area in words", 120),
  serviceCouncils: z
    .array(z.enum(SEQ_COUNCILS, "Choose councils from the list"), "Choose at least one council")
    .min(1, "Choose at least one council")
    .max(SEQ_COUNCILS.length),
  ...invoicingFields(),
});

/** The surcharge may not be more than card payments cost the business. */
export const businessDetailsRules = businessDetailsSchema.refine((details) => details.cardSurchargePercent <= details.cardFeePercent, {
  path: ["cardSurchargePercent"],
  message: "The surcharge cannot be more than card payments cost you (the card fee)",
});

export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;

/** The details that say where a homeowner's money goes: changing any of them needs the Owner's password (and code). */
export const PAYMENT_DETAIL_FIELDS = ["bankAccountName", "bankBsb", "bankAccountNumber", "payId", "cardSurchargePercent"] as const;
export type PaymentDetailField = (typeof PAYMENT_DETAIL_FIELDS)[number];

export const PAYMENT_DETAIL_LABELS: Record<PaymentDetailField, string> = {
  bankAccountName: "Account name",
  bankBsb: "BSB",
  bankAccountNumber: "Account number",
  payId: "PayID",
  cardSurchargePercent: "Card surcharge",
};

/** What proves a payment-details change is the Owner's: sent beside the details, never stored. */
export const paymentChangeProofSchema = z.object({
  currentPassword: z.string().max(1000).optional(),
  code: z.string().trim().max(40).optional(),
});

export const PAYMENT_CHANGE_MESSAGES = {
  password: "Changing the payment details needs your current password",
  code: "Changing the payment details needs the current code from your authenticator app",
} as const;

/** "•••123": a payment detail as an email may show it, its last 3 characters only ("" stays "(none)"). */
export const maskedDetail = (value: string) => (value ? `\u2022\u2022\u2022${value.slice(-3)}` : "(none)");
