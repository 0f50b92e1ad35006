import { AccountsManager } from "@/features/admin/accounts/accounts-manager";
import { AdminShell } from "@/features/admin/components/admin-shell";
import { useAuthStatus } from "@/features/auth/api/auth-status";
import { StaffGate } from "./staff-gate";

export default function AdminAccountsPage() {
  const status = useAuthStatus();
  return (
    <StaffGate ownerOnly>
      {(session) => (
        <AdminShell {...session}>
          <AccountsManager selfId={status.data!.user!.id} />
        </AdminShell>
      )}
    </StaffGate>
  );
}
