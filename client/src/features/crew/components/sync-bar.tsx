import { CheckCircle2, CloudOff, RefreshCw } from "lucide-react";
import { sendWaiting, waitingCount } from "../offline/outbox";
import { useOutbox } from "../offline/use-crew-week";

/** "All sent", or how many changes wait on this phone; they go by themselves when signal returns. */
export function SyncBar() {
  const outbox = useOutbox();
  const waiting = waitingCount(outbox);
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex min-h-12 items-center justify-between gap-3 px-4 text-base font-semibold ${
        waiting ? "bg-amber-100 text-ink" : "bg-brand-50 text-brand-800"
      }`}
    >
      <span className="flex items-center gap-2">
        {waiting ? <CloudOff aria-hidden="true" className="h-5 w-5" /> : <CheckCircle2 aria-hidden="true" className="h-5 w-5" />}
        {waiting ? `${waiting} change${waiting === 1 ? "" : "s"} waiting to send` : "All sent"}
      </span>
      {waiting > 0 && (
        <button
          type="button"
          onClick={() => void sendWaiting()}
          disabled={outbox.sending}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline disabled:opacity-60"
        >
          <RefreshCw aria-hidden="true" className={`h-4 w-4 ${outbox.sending ? "motion-safe:animate-spin" : ""}`} />
          {outbox.sending ? "Sending..." : "Send now"}
        </button>
      )}
    </div>
  );
}
