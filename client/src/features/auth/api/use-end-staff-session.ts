import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { AUTH_STATUS_QUERY_KEY, SIGNED_OUT } from "./auth-status";

export type SessionEndReason = "logged-out" | "expired";

/**
 * /login's address says why the visitor is there and where to go back to after signing in, so both
 * survive a reload: /login?session=ended&next=%2Fadmin%3Ftab%3Dga-leads.
 */
export interface LoginPageParams {
  sessionExpired: boolean;
  /** where signing in leads: the screen the session ended on, or /admin */
  returnTo: string;
}

/** /login, coming back to `returnTo` after signing in; `ended` says the session ended there (rather than never began). */
export function loginAddress(returnTo: string, ended = true): string {
  return `/login?${new URLSearchParams(ended ? { session: "ended", next: returnTo } : { next: returnTo }).toString()}`;
}

/** Only a path of this site (never "//host" or "/\host", which browsers read as another site), and never /login itself. */
const isOwnPath = (path: string) => /^\/(?![/\\])/.test(path) && !/^\/login(?:[/?#]|$)/i.test(path);

export function readLoginParams(search: string): LoginPageParams {
  const params = new URLSearchParams(search);
  const next = params.get("next");
  return { sessionExpired: params.get("session") === "ended", returnTo: next && isOwnPath(next) ? next : "/admin" };
}

const isAuthStatusKey = (key: readonly unknown[]) => key[0] === AUTH_STATUS_QUERY_KEY[0];

/**
 * Leaves the staff area: marks the cached status signed out first (so the dashboard's lists are
 * disabled before anything else happens), drops every other cached answer (no lead or review data
 * stays in memory), tells the user why and goes to /login, which comes back to `returnTo` after signing in.
 */
export function useEndStaffSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    (reason: SessionEndReason, returnTo?: string) => {
      queryClient.setQueryData(AUTH_STATUS_QUERY_KEY, SIGNED_OUT);
      queryClient.removeQueries({ predicate: (query) => !isAuthStatusKey(query.queryKey) });
      if (reason === "expired") {
        toast({ title: "Session ended", description: "Your session has ended. Please log in again." });
        navigate(loginAddress(returnTo ?? "/admin"), { replace: true });
      } else {
        toast({ title: "Logged out", description: "You have been successfully logged out." });
        navigate("/login");
      }
    },
    [queryClient, navigate],
  );
}
