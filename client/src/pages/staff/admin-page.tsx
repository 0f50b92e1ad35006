import { Redirect } from "wouter";
import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { AdminLoadError } from "@/features/admin/components/admin-load-error";
import { AdminShell } from "@/features/admin/components/admin-shell";
import { isSignedIn, useAuthStatus } from "@/features/auth/api/auth-status";
import { useLogout } from "@/features/auth/api/use-logout";
import { StaffPageLoading } from "@/features/auth/components/staff-page-loading";

export default function AdminPage() {
  const status = useAuthStatus();
  const logout = useLogout();

  if (status.isPending) return <StaffPageLoading label="Checking your session..." />;
  if (status.isError) {
    return (
      <AdminShell>
        <AdminLoadError onRetry={() => void status.refetch()} />
      </AdminShell>
    );
  }
  if (!isSignedIn(status.data)) return <Redirect to="/login" replace />;
  return (
    <AdminDashboard
      username={status.data?.user?.username}
      enabled={isSignedIn(status.data)}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  );
}
