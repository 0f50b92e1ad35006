import { AuditLog } from "@/features/audit";
import { adminScreen } from "./staff-gate";

export default adminScreen(AuditLog, { ownerOnly: true });
