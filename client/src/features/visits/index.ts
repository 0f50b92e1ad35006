export { LeadVisit } from "./admin/lead-visit";
export { SiteVisitsScreen } from "./admin/site-visits-screen";
export { BookingPage } from "./homeowner/booking-page";
