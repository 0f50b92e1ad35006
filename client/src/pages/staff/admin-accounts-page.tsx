import { AccountsManager } from "@/features/admin/accounts/accounts-manager";
import { useAuthStatus } from "@/features/auth/api/auth-status";
import { adminScreen } from "./staff-gate";

export default adminScreen(
  function Accounts() {
    const status = useAuthStatus();
    return <AccountsManager selfId={status.data!.user!.id} />;
  },
  { ownerOnly: true },
);
