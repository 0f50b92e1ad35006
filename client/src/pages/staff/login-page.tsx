import { Redirect, useSearch } from "wouter";
import { isSignedIn, LoginScreen, readLoginParams, StaffPageLoading, useAuthStatus } from "@/features/auth";

export default function LoginPage() {
  const status = useAuthStatus();
  const { sessionExpired, returnTo } = readLoginParams(useSearch());
  if (status.isPending) return <StaffPageLoading label="Checking your session..." />;
  if (isSignedIn(status.data)) return <Redirect to={returnTo} replace />;
  return <LoginScreen sessionExpired={sessionExpired} returnTo={returnTo} />;
}
