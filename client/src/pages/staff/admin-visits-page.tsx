import { AdminShell } from "@/features/admin/components/admin-shell";
import { SiteVisitsScreen } from "@/features/admin/visits/site-visits-screen";
import { StaffGate } from "./staff-gate";

export default function AdminVisitsPage() {
  return (
    <StaffGate>
      {(session) => (
        <AdminShell {...session}>
          <SiteVisitsScreen />
        </AdminShell>
      )}
    </StaffGate>
  );
}
