import { toast } from "@/components/ui/use-toast";
import { ApiError, isSessionEnded } from "@/lib/api-client";

/**
 * An onError for a staff action: a red toast with the server's own message (or the fallback) under the title.
 * Nothing shows when the session has ended, as the sign-in page is on its way.
 */
export const toastFailure =
  (title: string, fallback = "Please try again.") =>
  (error: unknown) => {
    if (isSessionEnded(error)) return;
    toast({ title, description: (error instanceof ApiError && error.serverMessage) || fallback, variant: "destructive" });
  };

/** What a staff action says when it ends: a toast titled `done`, or the failure toast titled `failed`. */
export const toastOutcome = (done: string, failed: string) => ({ onSuccess: () => toast({ title: done }), onError: toastFailure(failed) });
