import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import type { AuthStatus } from "@shared/api-types";
import { isSessionEnded } from "@/lib/api-client";
import { AUTH_STATUS_QUERY_KEY, SIGN_IN, useEndStaffSession } from "@/features/auth";

/**
 * The one place an ended staff session is handled. Any request of the screen (a list, a save, Not spam)
 * answered 401 shows the "session ended" notice and goes to /login, which brings the user back to this
 * screen, filters and open lead included, after signing in. Components only leave their own error
 * message out for a 401 (isSessionEnded); none of them is told what to do about it.
 */
export function SessionEndedHandler() {
  const queryClient = useQueryClient();
  const endSession = useEndStaffSession();
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;

  useEffect(() => {
    const ended = (error: unknown) => {
      if (!isSessionEnded(error)) return;
      // several requests fail together when a session ends; the first one ends it
      if (queryClient.getQueryData<AuthStatus | null>(AUTH_STATUS_QUERY_KEY)?.isAuthenticated === false) return;
      endSession("expired", here);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") ended(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && !event.mutation?.meta?.[SIGN_IN]) ended(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, endSession, here]);
  return null;
}

/** A staff or golf page with the session handler beside it (the route table wraps them; they need the query client). */
export function withSessionEndedHandler<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithSessionEndedHandler(props: P) {
    return (
      <>
        <SessionEndedHandler />
        <Page {...props} />
      </>
    );
  }
  return WithSessionEndedHandler;
}
