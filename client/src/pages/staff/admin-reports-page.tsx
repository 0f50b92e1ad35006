import { OwnerReports } from "@/features/admin/reports/owner-reports";
import { adminScreen } from "./staff-gate";

export default adminScreen(OwnerReports, { ownerOnly: true });
