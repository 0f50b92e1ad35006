import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { clockTime, type VisitWindowPattern, WEEKDAY_NAMES } from "@shared/visits/visit-api";
import { toast } from "@/components/ui/use-toast";
import { useSaveVisitPattern } from "../api/visits";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { Options } from "@/components/forms/options";

const fieldClass =
  "block w-full rounded-md border border-gray-300 bg-white px-2 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
const toMinute = (time: string) => {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
};
const toTime = (minute: number) => clockTime(minute).padStart(5, "0");

const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((label, index) => ({ value: String(index + 1), label }));

interface TimeFieldProps {
  label: string;
  ariaLabel: string;
  /** minutes after midnight */
  minute: number;
  onChange: (minute: number) => void;
}

/** A time of day in quarter hours, as minutes after midnight. */
function TimeField({ label, ariaLabel, minute, onChange }: TimeFieldProps) {
  return (
    <label className="text-xs font-medium text-ink-muted">
      {label}
      <input
        type="time"
        step={900}
        aria-label={ariaLabel}
        className={`${fieldClass} mt-1`}
        value={toTime(minute)}
        onChange={(e) => onChange(toMinute(e.target.value))}
      />
    </label>
  );
}

/** The weekly pattern of visit windows, edited as rows and saved in one go. */
export function VisitWindowsEditor({ initial }: { initial: VisitWindowPattern[] }) {
  const [rows, setRows] = useState(() =>
    initial.map(({ weekday, startMinute, endMinute, capacity }) => ({ weekday, startMinute, endMinute, capacity })),
  );
  const save = useSaveVisitPattern();
  const update = (index: number, change: Partial<VisitWindowPattern>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = () =>
    save.mutate(
      [...rows].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute),
      {
        onSuccess: () => toast({ title: "Visit windows saved", description: "Homeowners see the new times at once." }),
        onError: toastFailure("Not saved", "Please check the times."),
      },
    );

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {rows.map((row, index) => (
          <li
            key={index}
            className="grid grid-cols-2 gap-2 rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200 sm:grid-cols-[minmax(0,10rem)_8rem_8rem_7rem_auto] sm:items-end"
          >
            <label className="col-span-2 text-xs font-medium text-ink-muted sm:col-span-1">
              Day
              <select
                aria-label={`Day of window ${index + 1}`}
                className={`${fieldClass} mt-1`}
                value={row.weekday}
                onChange={(e) => update(index, { weekday: Number(e.target.value) })}
              >
                <Options options={WEEKDAY_OPTIONS} />
              </select>
            </label>
            <TimeField
              label="From"
              ariaLabel={`Start of window ${index + 1}`}
              minute={row.startMinute}
              onChange={(startMinute) => update(index, { startMinute })}
            />
            <TimeField
              label="To"
              ariaLabel={`End of window ${index + 1}`}
              minute={row.endMinute}
              onChange={(endMinute) => update(index, { endMinute })}
            />
            <label className="text-xs font-medium text-ink-muted">
              Visits that fit
              <input
                type="number"
                min={1}
                max={20}
                aria-label={`Visits that fit in window ${index + 1}`}
                className={`${fieldClass} mt-1`}
                value={row.capacity}
                onChange={(e) => update(index, { capacity: Number(e.target.value) })}
              />
            </label>
            <div className="flex items-end justify-end">
              <button
                type="button"
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                aria-label={`Remove window ${index + 1}`}
                className="inline-flex h-10 w-10 items-center justify-center rounded-md text-red-700 hover:bg-red-100"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={dialogButton.secondary}
          onClick={() => setRows((current) => [...current, { weekday: 1, startMinute: 8 * 60, endMinute: 10 * 60, capacity: 1 }])}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add a window
        </button>
        <button type="button" className={dialogButton.primary} disabled={save.isPending} onClick={submit}>
          {save.isPending ? "Saving..." : "Save the windows"}
        </button>
      </div>
    </div>
  );
}
