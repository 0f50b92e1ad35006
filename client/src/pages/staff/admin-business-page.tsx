import { BusinessDetails } from "@/features/business";
import { adminScreen } from "./staff-gate";

export default adminScreen(BusinessDetails, { ownerOnly: true });
