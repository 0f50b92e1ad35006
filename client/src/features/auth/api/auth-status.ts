import { useQuery } from "@tanstack/react-query";
import type { AuthStatus } from "@shared/api-types";
import { getQueryFn } from "@/lib/api-client";

export const AUTH_STATUS_QUERY_KEY = ["/api/auth/status"] as const;

export const SIGNED_OUT: AuthStatus = { isAuthenticated: false };

/**
 * Who is signed in. Checked again each time a staff page mounts (the cached answer shows meanwhile),
 * because the session lives on the server and can end while the tab sits open.
 */
export function useAuthStatus() {
  return useQuery<AuthStatus | null>({
    queryKey: AUTH_STATUS_QUERY_KEY,
    queryFn: getQueryFn<AuthStatus>({ on401: "returnNull" }),
    refetchOnMount: "always",
  });
}

export const isSignedIn = (status: AuthStatus | null | undefined): boolean => status?.isAuthenticated === true;

/** Whether a staff member is signed in here (the golf tool shows them its editing tools). */
export const useIsStaff = () => isSignedIn(useAuthStatus().data);
