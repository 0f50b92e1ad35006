import { AuditLog } from "@/features/admin/audit/audit-log";
import { adminScreen } from "./staff-gate";

export default adminScreen(AuditLog, { ownerOnly: true });
