import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { isSignedIn, useAuthStatus } from "@/features/auth/api/auth-status";
import { loginAddress } from "@/features/auth/api/use-end-staff-session";
import { useLogout } from "@/features/auth/api/use-logout";
import { StaffPageLoading } from "@/features/auth/components/staff-page-loading";
import { AdminLoadError } from "@/features/admin/components/admin-load-error";
import { AdminShell } from "@/features/admin/components/admin-shell";

export interface StaffSession {
  username?: string;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * What every /admin page does first: checks the session, sends a visitor who is not signed in to /login (to
 * come back to this very address, such as a lead in a staff alert email), and hands the page who is signed in.
 */
export function StaffGate({ children }: { children: (session: StaffSession) => ReactNode }) {
  const status = useAuthStatus();
  const logout = useLogout();
  const [path] = useLocation();
  const search = useSearch();

  if (status.isPending) return <StaffPageLoading label="Checking your session..." />;
  if (status.isError) {
    return (
      <AdminShell>
        <AdminLoadError onRetry={() => void status.refetch()} />
      </AdminShell>
    );
  }
  if (!isSignedIn(status.data)) return <Redirect to={loginAddress(search ? `${path}?${search}` : path, false)} replace />;
  return children({ username: status.data?.user?.username, onLogout: () => logout.mutate(), loggingOut: logout.isPending });
}
