import { Download } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { ConversionEvent } from "@shared/reports/report-types";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/lib/formatters";
import { useConversionExports, useConversionNames, useDownloadConversions, useSaveConversionNames } from "../api/reports";
import { toastFailure } from "@/components/staff/failure-toast";
import { dialogButton } from "@/components/staff/staff-dialog";
import { inputClass } from "@/components/staff/form-styles";
import { DAY_MS } from "@shared/calendar/durations";
import { brisbaneToday } from "./report-range";

const FILES = [
  {
    file: "offline" as const,
    title: "Clicks that became jobs",
    text: "Leads with a Google click id (gclid), for Conversions > Uploads in Google Ads.",
  },
  {
    file: "enhanced" as const,
    title: "Enhanced conversions for leads",
    text: "Every other lead (no click id, so Google matches it by its contact details): email and phone hashed with SHA-256, never in plain text.",
  },
];

/**
 * Tells Google Ads which clicks became qualified leads and won jobs: two CSV downloads in Google's import layout.
 * Each event goes out once unless "include earlier" is ticked; every download is logged.
 */
export function ConversionsPanel() {
  const exports = useConversionExports();
  const names = useConversionNames();
  const saveNames = useSaveConversionNames();
  // Google Ads takes conversions up to 90 days after the click
  const [since, setSince] = useState(() => brisbaneToday(Date.now() - 90 * DAY_MS));
  const [includeEarlier, setIncludeEarlier] = useState(false);
  const [draft, setDraft] = useState<Record<ConversionEvent, string> | null>(null);
  const ids = { since: useId(), earlier: useId(), qualified: useId(), won: useId() };
  // the saved names until the owner types
  const shown = draft ?? names.data ?? null;

  const download = useDownloadConversions();

  const submitNames = (event: FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    saveNames.mutate(shown, {
      onSuccess: () => toast({ title: "Conversion names saved", description: "The next downloads use them." }),
      onError: () =>
        toast({
          title: "Not saved",
          description: "Each name needs 1 to 100 characters and must start with a letter or digit.",
          variant: "destructive",
        }),
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
          <div>
            <label htmlFor={ids.since} className="text-sm font-medium text-ink">
              Events since
            </label>
            <input id={ids.since} type="date" className={`${inputClass} mt-1`} value={since} onChange={(e) => setSince(e.target.value)} />
          </div>
          <label htmlFor={ids.earlier} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              id={ids.earlier}
              type="checkbox"
              className="h-4 w-4 rounded border-gray-300 text-brand-700"
              checked={includeEarlier}
              onChange={(e) => setIncludeEarlier(e.target.checked)}
            />
            Include events already downloaded
          </label>
        </div>
        <ul className="space-y-3">
          {FILES.map(({ file, title, text }) => (
            <li
              key={file}
              className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-ink">{title}</p>
                <p className="text-sm text-ink-muted">{text}</p>
              </div>
              <button
                type="button"
                disabled={!since || download.isPending}
                className={`${dialogButton.secondary} shrink-0`}
                onClick={() => download.mutate({ file, since, includeEarlier }, { onError: toastFailure("Not downloaded") })}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {download.isPending && download.variables?.file === file ? "Preparing..." : "Download CSV"}
              </button>
            </li>
          ))}
        </ul>
        <p className="text-xs text-ink-muted">
          "Qualified lead" is sent when a lead first reaches Site visit booked or Quoted, "Won job" with its value in A$ when it is Won.
          Times are Brisbane time.
        </p>
      </div>
      <div className="space-y-4">
        <form
          onSubmit={submitNames}
          aria-label="Conversion names"
          className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
        >
          <h3 className="font-semibold text-ink">Conversion names in Google Ads</h3>
          <p className="text-sm text-ink-muted">
            They must match the conversion actions set up in the Google Ads account, letter for letter.
          </p>
          {(["qualified", "won"] as const).map((event) => (
            <div key={event}>
              <label htmlFor={ids[event]} className="text-sm font-medium text-ink">
                {event === "qualified" ? "Qualified lead" : "Won job"}
              </label>
              <input
                id={ids[event]}
                className={`${inputClass} mt-1`}
                value={shown?.[event] ?? ""}
                maxLength={100}
                onChange={(e) => shown && setDraft({ ...shown, [event]: e.target.value })}
              />
            </div>
          ))}
          <button type="submit" className={dialogButton.primary} disabled={!shown || saveNames.isPending}>
            Save names
          </button>
        </form>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <h3 className="font-semibold text-ink">Downloads</h3>
          {exports.data && exports.data.exports.length ? (
            <ul className="mt-2 divide-y divide-gray-100 text-sm">
              {exports.data.exports.map((row) => (
                <li key={row.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                  <span className="text-ink">
                    {row.file === "offline" ? "Click ids" : "Enhanced"} since {row.since}
                    {row.includeEarlier ? ", earlier included" : ""}: <span className="font-semibold">{row.rows} rows</span>
                  </span>
                  <span className="text-ink-muted">
                    {row.createdBy}, {formatDateTime(row.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-ink-muted">Nothing downloaded yet.</p>
          )}
        </div>
      </div>
    </div>
  );
}
