export { golfAlertEmailTaskHandlers } from "./golf-alert-emails";
export { backfillPriceObservations } from "./golf-price-backfill";
export { golfRouter } from "./golf.router";
