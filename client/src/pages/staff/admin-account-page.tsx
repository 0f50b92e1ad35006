import { AdminShell } from "@/features/admin/components/admin-shell";
import { OwnAccount } from "@/features/admin/own-account/own-account";
import { useAuthStatus } from "@/features/auth/api/auth-status";
import { StaffGate } from "./staff-gate";

export default function AdminAccountPage() {
  const status = useAuthStatus();
  return (
    <StaffGate>
      {(session) => (
        <AdminShell {...session}>
          <OwnAccount status={status.data!} />
        </AdminShell>
      )}
    </StaffGate>
  );
}
