/*
 * The business's invoicing details and office settings, in a module of their own: the public pages carry the
 * business profile (shared/business-profile.ts) and never these defaults.
 */

/**
 * What tax invoices and their payment details need, and the office's own settings (claims, alert hours), edited
 * with the business details but kept out of the profile every public page carries: no page but an invoice needs
 * the bank account.
 */
export interface InvoicingDetails {
  /** 11 digits, its check digit verified; "" until the Owner enters it */
  abn: string;
  /** registered for GST: a tax invoice with GST; not: an "Invoice" without it; null until the Owner answers */
  gstRegistered: boolean | null;
  bankAccountName: string;
  /** 6 digits */
  bankBsb: string;
  bankAccountNumber: string;
  payId: string;
  /** an invoice is due this many days after it is issued */
  invoiceDueDays: number;
  /** what a card payment costs the business, in percent: the surcharge may not be more */
  cardFeePercent: number;
  /** the card surcharge in percent; 0 is off */
  cardSurchargePercent: number;
  /** a stage marked done on site issues its progress claim then ("on-done"), or waits for staff to ("ask") */
  stageClaims: StageClaims;
  /** when a lead left unopened for 5 minutes is texted to the staff who asked: Brisbane time, Monday = 1 */
  alertHours: AlertHours;
  /** at most this many texts to homeowners in any 60 minutes: a cap on what a flood of forms can make us send */
  textsPerHour: number;
  /** the loaded hourly cost quotes are costed at (wage, on-costs, vehicle), cents ex GST: the Owner's only */
  standardHourlyCostCents: number;
  /** a job whose actual cost passes its quoted cost by more than either of these alerts every Owner */
  costAlert: CostAlert;
  /** the margin suggested prices aim for, in percent of cost */
  targetMarginPercent: number;
  /** which contracts over A$3,300 need QBCC home warranty: work needing approval (the law's floor), or all work */
  homeWarrantyScope: HomeWarrantyScope;
}

export const HOME_WARRANTY_SCOPES = ["approved-work", "all-work"] as const;
export type HomeWarrantyScope = (typeof HOME_WARRANTY_SCOPES)[number];

export interface CostAlert {
  percent: number;
  cents: number;
}

export interface AlertHours {
  days: number[];
  /** "HH:MM" */
  from: string;
  to: string;
}

export const STAGE_CLAIMS = ["on-done", "ask"] as const;
export type StageClaims = (typeof STAGE_CLAIMS)[number];

export const DEFAULT_INVOICING: InvoicingDetails = {
  abn: "",
  gstRegistered: null,
  bankAccountName: "",
  bankBsb: "",
  bankAccountNumber: "",
  payId: "",
  invoiceDueDays: 7,
  cardFeePercent: 0,
  cardSurchargePercent: 0,
  stageClaims: "on-done",
  // the business's opening hours, Mon-Fri 9AM-5PM
  alertHours: { days: [1, 2, 3, 4, 5], from: "09:00", to: "17:00" },
  textsPerHour: 30,
  // a crew member's wage with super, WorkCover, leave and the ute: about $75 an hour in SEQ in 2026
  standardHourlyCostCents: 7500,
  costAlert: { percent: 10, cents: 50_000 },
  targetMarginPercent: 30,
  homeWarrantyScope: "approved-work",
};

/** The invoicing details of a saved set of business details, the defaults where none were saved. */
export function invoicingOf(
  details: Partial<InvoicingDetails> | undefined,
  fromEnvironment: Partial<InvoicingDetails> = {},
): InvoicingDetails {
  const saved = Object.fromEntries(
    Object.keys(DEFAULT_INVOICING).flatMap((key) => (details && key in details ? [[key, details[key as keyof InvoicingDetails]]] : [])),
  );
  return { ...DEFAULT_INVOICING, ...fromEnvironment, ...saved };
}
