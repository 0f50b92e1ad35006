export { bookingPageRouter } from "./booking-page.router";
export { visitEmailTaskHandlers } from "./visit-emails";
export { deleteVisitsOfLead, visitForLead } from "./visits.queries";
export { visitsRouter } from "./visits.router";
export { closedDays } from "./days-off.queries";
