import { AuditLog } from "@/features/admin/audit/audit-log";
import { AdminShell } from "@/features/admin/components/admin-shell";
import { StaffGate } from "./staff-gate";

export default function AdminAuditPage() {
  return (
    <StaffGate ownerOnly>
      {(session) => (
        <AdminShell {...session}>
          <AuditLog />
        </AdminShell>
      )}
    </StaffGate>
  );
}
