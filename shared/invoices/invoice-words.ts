import type { InvoiceKind } from "./invoice-api";

/** The document's title: the words the ATO asks for on a tax invoice, and a credit note's own. */
export const invoiceTitle = (kind: InvoiceKind) => (kind === "credit" ? "Credit note" : "Tax invoice");
