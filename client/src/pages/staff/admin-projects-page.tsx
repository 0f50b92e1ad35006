import { AdminShell } from "@/features/admin/components/admin-shell";
import { StaffGate } from "./staff-gate";
import { ProjectsManager } from "@/features/admin/projects/projects-manager";

export default function AdminProjectsPage() {
  return (
    <StaffGate>
      {(session) => (
        <AdminShell {...session}>
          <ProjectsManager />
        </AdminShell>
      )}
    </StaffGate>
  );
}
