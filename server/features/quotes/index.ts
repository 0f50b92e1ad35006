export { quoteEmailTaskHandlers } from "./quote-emails";
export { quotePageRouter } from "./quote-page.router";
export { quoteForLead } from "./quote-view";
export { deleteQuotesOfLead } from "./quotes.queries";
export { quotesRouter } from "./quotes.router";
export { unsubscribeRouter } from "./unsubscribe.router";
