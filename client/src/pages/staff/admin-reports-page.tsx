import { OwnerReports } from "@/features/admin/reports/owner-reports";
import { AdminShell } from "@/features/admin/components/admin-shell";
import { StaffGate } from "./staff-gate";

export default function AdminReportsPage() {
  return (
    <StaffGate ownerOnly>
      {(session) => (
        <AdminShell {...session}>
          <OwnerReports />
        </AdminShell>
      )}
    </StaffGate>
  );
}
