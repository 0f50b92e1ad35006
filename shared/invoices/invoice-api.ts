/** The shapes of the invoicing API, read by the routes and the staff screens alike. */

export const INVOICE_KINDS = ["deposit", "progress", "final", "credit"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_STATUSES = ["unpaid", "part-paid", "paid", "overdue", "credited", "disputed"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_METHODS = ["bank", "cash", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const invoiceKindLabel: Record<InvoiceKind, string> = {
  deposit: "Deposit",
  progress: "Progress claim",
  final: "Final claim",
  credit: "Credit note",
};

export const invoiceStatusLabel: Record<InvoiceStatus, string> = {
  unpaid: "Unpaid",
  "part-paid": "Part paid",
  paid: "Paid",
  overdue: "Overdue",
  credited: "Credited",
  disputed: "Disputed",
};

/** One line of GET /api/leads/:reference/invoices. Money in cents; a credit note's total is negative. */
export interface InvoiceListItem {
  number: string;
  kind: InvoiceKind;
  issuedOn: string;
  dueOn: string;
  totalCents: number;
  gstCents: number;
  /** payments less refunds */
  paidCents: number;
  overpaidCents: number;
  status: InvoiceStatus;
  /** a credit note: the invoice it credits */
  creditOf?: string;
  /** the stage of the quote a claim is for (from 1) */
  stage?: number;
  /** the homeowner's page of the invoice */
  url: string;
}

/** A payment on an invoice, as staff see it. */
export interface InvoicePaymentItem {
  invoice: string;
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  /** "Refund" for a card refund, the bank line's description, or who recorded it */
  note: string;
}

/** The quote's stages as claims see them: the amount, what is claimed and what is left. */
export interface ClaimStage {
  stage: number;
  description: string;
  amountCents: number;
  claimedCents: number;
  leftCents: number;
}

/** GET /api/leads/:reference/invoices: the lead's invoices, its payments, and what is invoiced, paid and owed. */
export interface LeadInvoices {
  invoices: InvoiceListItem[];
  payments: InvoicePaymentItem[];
  /** null before a quote is accepted */
  contractTotalCents: number | null;
  stages: ClaimStage[];
  invoicedCents: number;
  paidCents: number;
  outstandingCents: number;
  /** the final claim is paid and nothing is owed */
  paidInFull: boolean;
}

/** POST /api/bank-statements */
export interface BankImportAnswer {
  matched: { line: number; invoice: string; amountCents: number; status: InvoiceStatus }[];
  unmatched: { line: number; date: string; amountCents: number; description: string }[];
  alreadyImported: number;
}

/** A statement line waiting for staff to match or ignore (GET /api/bank-statements/unmatched). */
export interface UnmatchedBankLine {
  id: number;
  date: string;
  amountCents: number;
  description: string;
}

/** GET /api/bank-statements/unmatched */
export interface UnmatchedBankLines {
  lines: UnmatchedBankLine[];
}

/** POST /api/bank-statements/lines/:id/match: the invoice paid and its status after it. */
export interface BankLineMatched {
  invoice: string;
  status: InvoiceStatus;
}
