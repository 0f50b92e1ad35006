import { formatVisitDay, formatVisitTimes } from "@shared/calendar/brisbane-time";
import type { OpenWindow } from "@shared/visits/visit-api";

/** The open windows grouped by day, each a radio named `slot` whose value is the window's start (+10:00). */
export function WindowChoices({ windows, chosen, error }: { windows: OpenWindow[]; chosen?: string; error?: string }) {
  const days = new Map<string, OpenWindow[]>();
  for (const window of windows) {
    const day = formatVisitDay(new Date(window.start));
    days.set(day, [...(days.get(day) ?? []), window]);
  }
  return (
    <fieldset aria-describedby={error ? "slot-error" : undefined}>
      <legend className="text-base font-semibold text-ink">Choose a time (Brisbane time)</legend>
      <p className="mt-1 text-sm text-ink-muted">We arrive during the window you pick. The visit takes about 30 minutes.</p>
      {error && (
        <p id="slot-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 grid gap-4">
        {[...days.entries()].map(([day, dayWindows]) => (
          <div key={day}>
            <p className="text-sm font-semibold text-ink">{day}</p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {dayWindows.map((window) => (
                <label
                  key={window.start}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white px-4 py-3 text-base text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-700"
                >
                  <input
                    type="radio"
                    name="slot"
                    value={window.start}
                    defaultChecked={window.start === chosen}
                    required
                    className="h-5 w-5 accent-brand-700"
                  />
                  <span>{formatVisitTimes(new Date(window.start), new Date(window.end))}</span>
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
