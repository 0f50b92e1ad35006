/** The leads' islands (components/island.tsx), each loaded when its island hydrates. */
export const loadQuoteFormIsland = () => import("./quote-form/quote-form-live").then((module) => module.LiveQuoteForm);
export const loadAdEnquiryFormIsland = () => import("./ad-enquiry-form/ad-enquiry-form-live").then((module) => module.LiveAdEnquiryForm);
