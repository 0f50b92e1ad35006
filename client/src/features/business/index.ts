export { BusinessDetails } from "./admin/business-details-form";
