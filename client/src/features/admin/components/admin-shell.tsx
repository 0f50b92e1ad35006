import type { ReactNode } from "react";
import type { StaffRole } from "@shared/staff/roles";
import { AdminHeader } from "./admin-header";
import { AdminNav } from "./admin-nav";

interface AdminShellProps {
  username?: string;
  role?: StaffRole;
  onLogout?: () => void;
  loggingOut?: boolean;
  children: ReactNode;
}

/** Grey staff page with the staff bar and, for a signed-in member, the sections of the staff area on top. */
export function AdminShell({ children, role, ...header }: AdminShellProps) {
  return (
    <div className="min-h-screen bg-gray-50">
      <AdminHeader {...header} />
      {header.username && <AdminNav role={role} />}
      <main id="main" className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        {children}
      </main>
    </div>
  );
}
