import { dismissRefused } from "../offline/outbox";
import { useOutbox } from "../offline/use-crew-week";

/** Changes the office's server would not take, each with why, kept until the member has read it. */
export function RefusedList() {
  const { refused } = useOutbox();
  if (refused.length === 0) return null;
  return (
    <section aria-labelledby="refused-title" className="mx-4 mt-4 rounded-xl border border-red-300 bg-red-50 p-4">
      <h2 id="refused-title" className="text-base font-bold text-red-900">
        Not recorded
      </h2>
      <ul className="mt-2 grid gap-3">
        {refused.map((change) => (
          <li key={change.opId} className="flex items-start justify-between gap-3 text-base text-red-900">
            <span>
              <span className="font-semibold">{change.what}:</span> {change.message}
            </span>
            <button
              type="button"
              onClick={() => void dismissRefused(change.opId)}
              className="min-h-11 shrink-0 rounded-lg bg-white px-3 text-sm font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100"
            >
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
