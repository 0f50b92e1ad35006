import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/formatters";
import { useAddDayOff, useRemoveDayOff } from "../api/visits";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";

const fieldClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

/** Days with no visits (leave, weather, a show day); Queensland's public holidays are closed already. */
export function DaysOff({ days }: { days: { day: string; note: string | null }[] }) {
  const add = useAddDayOff();
  const remove = useRemoveDayOff();
  const [day, setDay] = useState("");
  const [note, setNote] = useState("");
  const failed = toastFailure("Not saved");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { day, note },
      {
        onSuccess: () => {
          toast({ title: "Day off added" });
          setDay("");
          setNote("");
        },
        onError: failed,
      },
    );
  };
  return (
    <div className="grid gap-4">
      {days.length > 0 ? (
        <ul className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
          {days.map((off) => (
            <li key={off.day} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                <span className="font-medium text-ink">{formatDate(`${off.day}T00:00:00+10:00`)}</span>
                {off.note && <span className="text-ink-muted"> · {off.note}</span>}
              </span>
              <button
                type="button"
                onClick={() => remove.mutate(off.day, { onError: failed })}
                aria-label={`Remove the day off on ${off.day}`}
                className="inline-flex h-9 w-9 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No days off coming up.</p>
      )}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
        <label className="text-sm font-medium text-ink">
          Date
          <input type="date" required className={`${fieldClass} mt-1`} value={day} onChange={(e) => setDay(e.target.value)} />
        </label>
        <label className="text-sm font-medium text-ink">
          Why (optional)
          <input
            className={`${fieldClass} mt-1`}
            maxLength={120}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="e.g. Ekka show day"
          />
        </label>
        <button type="submit" className={dialogButton.secondary} disabled={add.isPending}>
          Add day off
        </button>
      </form>
    </div>
  );
}
