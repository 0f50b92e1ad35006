export { createBusinessProfileCache, latestBusinessDetails } from "./business-profile-cache";
export type { BusinessProfileCache, CurrentBusiness, CurrentInvoicing, InvoicingContext } from "./business-profile-cache";
export { businessProfileRouter } from "./business-profile.router";
export { paymentDetailsNoticeTaskHandlers } from "./payment-details-notice";
