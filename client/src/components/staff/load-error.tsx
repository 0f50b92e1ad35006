import { AlertTriangle, RefreshCw } from "lucide-react";
import { dialogButton } from "./staff-dialog";

/** Shown instead of the tabs when any list fails to load (spec section 8). */
export function AdminLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center sm:py-24">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertTriangle aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">Error Loading Data</h1>
      <p className="mt-2 text-ink-muted">Unable to load admin data. Please try again later.</p>
      <button type="button" onClick={onRetry} className={`${dialogButton.secondary} mt-6`}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Try again
      </button>
    </div>
  );
}
