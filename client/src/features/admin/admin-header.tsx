import { ExternalLink, LogOut } from "lucide-react";
import { Link } from "wouter";
import { useBusiness } from "@/lib/client-config";
import { ChangePassword } from "@/features/auth";

interface AdminHeaderProps {
  username?: string;
  onLogout?: () => void;
  loggingOut?: boolean;
}

/** The staff bar: business name, who is signed in, a way to the public site and Logout. */
export function AdminHeader({ username, onLogout, loggingOut = false }: AdminHeaderProps) {
  const business = useBusiness();
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="truncate text-sm font-semibold text-ink sm:text-base">
            <span className="sm:hidden">{business.shortName}</span>
            <span className="hidden sm:inline">{business.name}</span>
          </span>
          <span className="shrink-0 rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/20 ring-inset">
            Staff
          </span>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          {username && (
            <p className="hidden text-sm text-ink-muted md:block">
              Signed in as <span className="font-medium text-ink">{username}</span>
            </p>
          )}
          <Link
            href="/"
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-muted hover:bg-gray-100 hover:text-ink"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">View website</span>
          </Link>
          {username && <ChangePassword />}
          {onLogout && (
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-ink shadow-sm hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-70"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {loggingOut ? "Logging out..." : "Logout"}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
