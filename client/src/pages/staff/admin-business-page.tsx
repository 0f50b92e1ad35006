import { BusinessDetails } from "@/features/admin/business/business-details-form";
import { adminScreen } from "./staff-gate";

export default adminScreen(BusinessDetails, { ownerOnly: true });
