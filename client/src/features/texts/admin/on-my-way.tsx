import { useId, useState } from "react";
import { Navigation } from "lucide-react";
import { brisbaneMinuteOfDay } from "@shared/calendar/brisbane-time";
import { MINUTE_MS } from "@shared/calendar/durations";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { toast } from "@/components/ui/use-toast";
import { useOnMyWay } from "../api/texts";
import { toastFailure } from "@/components/staff/failure-toast";

/** Half an hour from now, on the quarter hour, in Brisbane time: "10:45". */
function soon(): string {
  const minutes = Math.ceil(brisbaneMinuteOfDay(new Date(Date.now() + 30 * MINUTE_MS)) / 15) * 15;
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "On my way": a text to the homeowner (who asked for texts) with the arrival time the estimator chooses. */
export function OnMyWay({ kind, leadId }: { kind: LeadKind; leadId: number }) {
  const id = useId();
  const [arrival, setArrival] = useState(soon);
  const send = useOnMyWay(kind, leadId);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(arrival, { onSuccess: () => toast({ title: "On my way: text sent" }), onError: toastFailure("Not sent") });
      }}
    >
      <label htmlFor={id} className="grid gap-1 text-xs font-medium text-ink">
        Arriving about
        <input
          id={id}
          type="time"
          required
          value={arrival}
          onChange={(event) => setArrival(event.target.value)}
          className="min-h-11 rounded-lg border border-gray-300 bg-white px-2 text-sm text-ink"
        />
      </label>
      <button
        type="submit"
        disabled={send.isPending}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-gray-50 disabled:opacity-70"
      >
        <Navigation aria-hidden="true" className="h-4 w-4" />
        On my way
      </button>
    </form>
  );
}
