import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { ADMIN_MANIFEST_PATH, isAdminAppPath } from "@shared/push/admin-app";
import type { AccountRole } from "@shared/auth/roles";
import { AdminHeader } from "./admin-header";
import { AdminNav } from "./admin-nav";

interface AdminShellProps {
  username?: string;
  role?: AccountRole;
  onLogout?: () => void;
  loggingOut?: boolean;
  children: ReactNode;
}

/** Grey staff page with the staff bar and, for a signed-in member, the sections of the staff area on top. */
export function AdminShell({ children, role, ...header }: AdminShellProps) {
  useAdminAppManifest();
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

/**
 * The server links the staff app's manifest into every /admin page it renders; a page reached inside the app (from
 * /login, say) gets the same link, so the browser can offer to install it. No public page ever has it.
 */
function useAdminAppManifest() {
  const [path] = useLocation();
  useEffect(() => {
    if (!isAdminAppPath(path) || document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = ADMIN_MANIFEST_PATH;
    document.head.append(link);
  }, [path]);
}
