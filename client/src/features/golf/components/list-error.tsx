import { AlertTriangle } from "lucide-react";
import { cardClass, secondaryButtonClass } from "./golf-styles";

/** A golf list that failed to load, with a way to try again. */
export function ListError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className={`${cardClass} flex flex-col items-center px-6 py-10 text-center`}>
      <AlertTriangle className="h-8 w-8 text-red-700" aria-hidden="true" />
      <p className="mt-3 font-semibold text-ink">Unable to load {what}</p>
      <p className="mt-1 text-sm text-ink-muted">Please check your connection and try again.</p>
      <button type="button" onClick={onRetry} className={`${secondaryButtonClass} mt-4`}>
        Try again
      </button>
    </div>
  );
}
