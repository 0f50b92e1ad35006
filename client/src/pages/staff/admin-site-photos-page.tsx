import { AdminShell } from "@/features/admin/components/admin-shell";
import { StaffGate } from "./staff-gate";
import { SitePhotosManager } from "@/features/admin/site-photos/site-photos-manager";

export default function AdminSitePhotosPage() {
  return (
    <StaffGate>
      {(session) => (
        <AdminShell {...session}>
          <SitePhotosManager />
        </AdminShell>
      )}
    </StaffGate>
  );
}
