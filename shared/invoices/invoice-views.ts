import type { InvoiceIssuer, InvoiceLine } from "../schema";
import type { InvoiceKind, InvoiceStatus, PaymentMethod } from "./invoice-api";

/** The homeowner's invoice page, /invoice/<token>: the tax invoice, what is paid and owed, and the ways to pay. */
export interface InvoicePageView {
  path: string;
  number: string;
  kind: InvoiceKind;
  reference: string;
  issuer: InvoiceIssuer;
  issuedOn: string;
  dueOn: string;
  lines: InvoiceLine[];
  totalCents: number;
  gstCents: number;
  buyerName: string | null;
  siteAddress: string | null;
  /** a credit note: the invoice it credits */
  creditOf: string | null;
  note: string | null;
  status: InvoiceStatus;
  creditedCents: number;
  paidCents: number;
  owedCents: number;
  overpaidCents: number;
  payments: { paidOn: string; amountCents: number; method: PaymentMethod }[];
  /** paying by card: null when card payments are not set up or nothing is owed */
  card: { surchargePercent: number; surchargeCents: number; chargeCents: number } | null;
  /** paying by bank transfer: null when the business has not given its account */
  bank: { accountName: string; bsb: string; accountNumber: string; payId: string } | null;
  notice?: { tone: "success" | "error"; text: string };
}

/** "064000" -> "064-000", as a BSB is written. */
export const formatBsb = (bsb: string) => bsb.replace(/^(\d{3})(\d{3})$/, "$1-$2");
