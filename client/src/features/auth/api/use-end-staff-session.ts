import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { AUTH_STATUS_QUERY_KEY, SIGNED_OUT } from "./auth-status";

export type SessionEndReason = "logged-out" | "expired";

/** History state /login reads to explain why the visitor is there. */
export interface LoginPageState {
  sessionExpired?: boolean;
}

const isAuthStatusKey = (key: readonly unknown[]) => key[0] === AUTH_STATUS_QUERY_KEY[0];

/**
 * Leaves the staff area: marks the cached status signed out first (so the dashboard's lists are
 * disabled before anything else happens), drops every other cached answer (no lead or review data
 * stays in memory), tells the user why and goes to /login.
 */
export function useEndStaffSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    (reason: SessionEndReason) => {
      queryClient.setQueryData(AUTH_STATUS_QUERY_KEY, SIGNED_OUT);
      queryClient.removeQueries({ predicate: (query) => !isAuthStatusKey(query.queryKey) });
      if (reason === "expired") {
        toast({ title: "Session ended", description: "Your session has ended. Please log in again." });
        navigate("/login", { replace: true, state: { sessionExpired: true } satisfies LoginPageState });
      } else {
        toast({ title: "Logged out", description: "You have been successfully logged out." });
        navigate("/login");
      }
    },
    [queryClient, navigate],
  );
}
