import { BusinessDetails } from "@/features/admin/business/business-details-form";
import { AdminShell } from "@/features/admin/components/admin-shell";
import { StaffGate } from "./staff-gate";

export default function AdminBusinessPage() {
  return (
    <StaffGate ownerOnly>
      {(session) => (
        <AdminShell {...session}>
          <BusinessDetails />
        </AdminShell>
      )}
    </StaffGate>
  );
}
