import { AccountsManager, useAuthStatus } from "@/features/auth";
import { adminScreen } from "./staff-gate";

export default adminScreen(
  function Accounts() {
    const status = useAuthStatus();
    return <AccountsManager selfId={status.data!.user!.id} />;
  },
  { ownerOnly: true },
);
