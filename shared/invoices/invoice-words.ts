import type { InvoiceKind } from "./invoice-api";

/**
 * Whether an invoice charges GST: issued by a business registered for GST. Invoices issued before the question was
 * asked were all tax invoices, so only a `false` answer means none.
 */
export const chargesGst = (issuer: { gstRegistered?: boolean }) => issuer.gstRegistered !== false;

/**
 * The document's title: "Tax invoice", the words the ATO asks for, only from a business registered for GST (one
 * that is not may not call it one); a credit note's own.
 */
export const invoiceTitle = (kind: InvoiceKind, gst = true) => (kind === "credit" ? "Credit note" : gst ? "Tax invoice" : "Invoice");

/** " including GST" after an amount, or nothing on an invoice without GST. */
export const includingGst = (gst: boolean) => (gst ? " including GST" : "");

/** What the business details must hold before any invoice is issued or a quote asking a deposit is sent. */
export const INVOICING_NOT_READY =
  "Add the business's ABN and say whether it is registered for GST in the business details before issuing an invoice";

/** An ABN that passed its check, and the GST question answered. */
export const invoicingReady = (invoicing: { abn: string; gstRegistered: boolean | null }) =>
  /^\d{11}$/.test(invoicing.abn) && invoicing.gstRegistered !== null;
