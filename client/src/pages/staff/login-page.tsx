import { Redirect, useSearch } from "wouter";
import { isSignedIn, useAuthStatus } from "@/features/auth/api/auth-status";
import { readLoginParams } from "@/features/auth/api/use-end-staff-session";
import { LoginScreen } from "@/features/auth/components/login-screen";
import { StaffPageLoading } from "@/features/auth/components/staff-page-loading";

export default function LoginPage() {
  const status = useAuthStatus();
  const { sessionExpired, returnTo } = readLoginParams(useSearch());
  if (status.isPending) return <StaffPageLoading label="Checking your session..." />;
  if (isSignedIn(status.data)) return <Redirect to={returnTo} replace />;
  return <LoginScreen sessionExpired={sessionExpired} returnTo={returnTo} />;
}
