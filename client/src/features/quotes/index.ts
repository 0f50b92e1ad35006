export { LeadQuote } from "./admin/lead-quote";
export { QuotePage } from "./homeowner/quote-page";
export { UnsubscribePage } from "./homeowner/unsubscribe-page";
