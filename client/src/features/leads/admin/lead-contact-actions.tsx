import { Mail, Phone } from "lucide-react";
import type { LeadRow } from "../api/lead-desk";

const action =
  "inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold shadow-sm sm:flex-none sm:min-h-10 sm:text-sm";

/** Call and Email as big buttons: on a phone the first thing under the thumb. */
export function LeadContactActions({ lead }: { lead: Pick<LeadRow, "phone" | "email"> }) {
  const dial = lead.phone.replace(/[^\d+]/g, "");
  return (
    <div className="flex flex-wrap gap-2 px-4 pb-4 sm:px-5">
      {dial && (
        <a href={`tel:${dial}`} className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
          <Phone aria-hidden="true" className="h-5 w-5 sm:h-4 sm:w-4" />
          Call {lead.phone}
        </a>
      )}
      <a href={`mailto:${lead.email}`} className={`${action} border border-gray-300 bg-white text-ink hover:bg-gray-50`}>
        <Mail aria-hidden="true" className="h-5 w-5 sm:h-4 sm:w-4" />
        Email
      </a>
    </div>
  );
}
