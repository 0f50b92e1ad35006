import { useCallback } from "react";
import { Redirect } from "wouter";
import { ROUTE_PATHS } from "@shared/route-paths";
import { CrewApp } from "@/features/crew";
import { isSignedIn, loginAddress, StaffPageLoading, useAuthStatus, useLogout } from "@/features/auth";
import { useBusiness } from "@/lib/client-config";

/**
 * /crew: the crew's app. With signal, the session is checked as on any staff page; without it (the status cannot
 * be asked), the app opens from what this phone kept.
 */
export default function CrewPage() {
  const status = useAuthStatus();
  const logout = useLogout();
  const business = useBusiness();
  const signOut = useCallback(() => logout.mutate(), [logout]);
  // without signal the status query waits ("paused") for a network that is not there: the app opens regardless
  if (status.isPending && status.fetchStatus !== "paused") return <StaffPageLoading label="Opening the crew app..." />;
  if (status.isSuccess && !isSignedIn(status.data)) return <Redirect to={loginAddress(ROUTE_PATHS.crew.path, false)} replace />;
  if (status.data?.twoStepSetupRequired) return <Redirect to={ROUTE_PATHS.adminAccount.path} replace />;
  return <CrewApp businessName={business.name} onSignOut={signOut} />;
}
