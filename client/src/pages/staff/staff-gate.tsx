import type { ComponentType, ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { ROUTE_PATHS } from "@shared/route-paths";
import type { AccountRole } from "@shared/auth/roles";
import { AdminLoadError } from "@/components/staff/load-error";
import { AdminShell } from "@/features/admin";
import { isSignedIn, loginAddress, StaffPageLoading, useAuthStatus, useLogout } from "@/features/auth";

export interface StaffSession {
  username?: string;
  role?: AccountRole;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * What every /admin page does first: checks the session, sends a visitor who is not signed in to /login (to
 * come back to this very address, such as a lead in a staff alert email), takes an account that must set up
 * two-step sign-in to do so, keeps an Owner's page from Staff, and hands the page who is signed in.
 */
export function StaffGate({ ownerOnly = false, children }: { ownerOnly?: boolean; children: (session: StaffSession) => ReactNode }) {
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
  // a Crew account's place is the crew app, whatever /admin address it opened
  if (status.data?.user?.role === "crew" && path !== ROUTE_PATHS.adminAccount.path) return <Redirect to={ROUTE_PATHS.crew.path} replace />;
  const accountPath = ROUTE_PATHS.adminAccount.path;
  if (status.data?.twoStepSetupRequired && path !== accountPath) return <Redirect to={accountPath} replace />;
  const session: StaffSession = {
    username: status.data?.user?.username,
    role: status.data?.user?.role,
    onLogout: () => logout.mutate(),
    loggingOut: logout.isPending,
  };
  if (ownerOnly && session.role !== "owner") {
    return (
      <AdminShell {...session}>
        <div role="alert" className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
          <h1 className="text-lg font-semibold text-ink">Only an Owner can open this page</h1>
          <p className="mt-2 text-sm text-ink-muted">Ask the business owner if you need something changed here.</p>
        </div>
      </AdminShell>
    );
  }
  return children(session);
}

/** A staff screen in the admin frame, behind the gate: `export default adminScreen(AuditLog, { ownerOnly: true })`. */
export function adminScreen(Screen: ComponentType, { ownerOnly = false }: { ownerOnly?: boolean } = {}) {
  return function AdminScreen() {
    return <StaffGate ownerOnly={ownerOnly}>{(session) => <AdminShell {...session}>{<Screen />}</AdminShell>}</StaffGate>;
  };
}
