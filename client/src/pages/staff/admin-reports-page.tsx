import { OwnerReports } from "@/features/reports";
import { adminScreen } from "./staff-gate";

export default adminScreen(OwnerReports, { ownerOnly: true });
