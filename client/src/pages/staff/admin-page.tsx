import { Redirect, useLocation, useSearch } from "wouter";
import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { AdminLoadError } from "@/features/admin/components/admin-load-error";
import { AdminShell } from "@/features/admin/components/admin-shell";
import { isSignedIn, useAuthStatus } from "@/features/auth/api/auth-status";
import { loginAddress } from "@/features/auth/api/use-end-staff-session";
import { useLogout } from "@/features/auth/api/use-logout";
import { StaffPageLoading } from "@/features/auth/components/staff-page-loading";

export default function AdminPage() {
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
  // a link into /admin (a lead in a staff alert email) opens after signing in
  if (!isSignedIn(status.data)) return <Redirect to={loginAddress(search ? `${path}?${search}` : path, false)} replace />;
  return (
    <AdminDashboard
      username={status.data?.user?.username}
      enabled={isSignedIn(status.data)}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  );
}
