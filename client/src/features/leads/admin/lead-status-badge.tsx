import { clsx } from "clsx";
import { leadStatusLabel, type LeadStatus } from "@shared/leads/lead-desk";

const tones: Record<LeadStatus, string> = {
  new: "bg-sky-50 text-sky-800 ring-sky-600/30",
  contacted: "bg-indigo-50 text-indigo-800 ring-indigo-600/30",
  "site-visit-booked": "bg-violet-50 text-violet-800 ring-violet-600/30",
  quoted: "bg-amber-50 text-amber-800 ring-amber-600/30",
  won: "bg-brand-50 text-brand-800 ring-brand-600/30",
  lost: "bg-gray-100 text-gray-700 ring-gray-500/30",
};

/** The lead's status in words, tinted per status (the words carry the meaning, not the colour). */
export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        tones[status as LeadStatus] ?? "bg-gray-100 text-gray-700 ring-gray-500/30",
      )}
    >
      {leadStatusLabel(status)}
    </span>
  );
}
