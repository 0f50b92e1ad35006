import { Redirect } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { isSignedIn, useAuthStatus } from "@/features/auth/api/auth-status";
import type { LoginPageState } from "@/features/auth/api/use-end-staff-session";
import { LoginScreen } from "@/features/auth/components/login-screen";
import { StaffPageLoading } from "@/features/auth/components/staff-page-loading";

export default function LoginPage() {
  const status = useAuthStatus();
  const state = useHistoryState<LoginPageState | null>();
  if (status.isPending) return <StaffPageLoading label="Checking your session..." />;
  if (isSignedIn(status.data)) return <Redirect to="/admin" replace />;
  return <LoginScreen sessionExpired={state?.sessionExpired === true} />;
}
