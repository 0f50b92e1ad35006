export { AuditLog } from "./admin/audit-log";
