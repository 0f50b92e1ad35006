export { LeadInvoices } from "./admin/lead-invoices";
export { Payments } from "./admin/payments";
export { InvoicePage } from "./homeowner/invoice-page";
