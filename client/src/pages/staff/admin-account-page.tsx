import { OwnAccount } from "@/features/admin/own-account/own-account";
import { useAuthStatus } from "@/features/auth/api/auth-status";
import { adminScreen } from "./staff-gate";

export default adminScreen(function YourAccount() {
  const status = useAuthStatus();
  return <OwnAccount status={status.data!} />;
});
