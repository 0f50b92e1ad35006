export { claimStage, issueDepositInvoice } from "./invoice-actions";
export { invoiceEmailTaskHandlers } from "./invoice-emails";
export { invoiceLinkOf, invoicePath, invoiceToken } from "./invoice-links";
export { invoicePageRouter } from "./invoice-page.router";
export { acceptedVersionOf, depositInvoiceOf, invoicesOfLead, moneyOf } from "./invoices.queries";
export { claimStages, overdueCents, owedCents } from "./invoice-ledger";
export { invoicesRouter } from "./invoices.router";
export { stripeWebhookRouter } from "./payments/stripe-webhook.router";
