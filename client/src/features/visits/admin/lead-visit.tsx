import { CalendarCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { formatVisitWindow } from "@shared/calendar/brisbane-time";
import type { SiteVisitView } from "@shared/visits/visit-api";
import { toast } from "@/components/ui/use-toast";
import { useBookVisit, useCancelVisit, useOpenWindows } from "../api/visits";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { LeadSection } from "@/components/staff/lead-section";

const fieldClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

interface LeadVisitProps {
  kind: LeadKind;
  leadId: number;
  visit: SiteVisitView | null;
  /** where the homeowner said the work is, to start the address with */
  location: string | null;
  closed: boolean;
}

/** The lead's site visit, and booking, moving or cancelling it for a homeowner who rang. */
export function LeadVisit({ kind, leadId, visit, location, closed }: LeadVisitProps) {
  const [editing, setEditing] = useState(false);
  const windows = useOpenWindows(editing);
  const book = useBookVisit(kind, leadId);
  const cancel = useCancelVisit(kind, leadId);
  const [slot, setSlot] = useState("");
  const [address, setAddress] = useState(visit?.address ?? location ?? "");
  const failed = toastFailure("Not changed");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate(
      { slot, address, excavatorAccess: visit?.excavatorAccess ?? undefined, parking: visit?.parking ?? undefined },
      {
        onSuccess: (booked) => {
          toast({
            title: visit ? "Visit moved" : "Visit booked",
            description: `${formatVisitWindow(new Date(booked.start), new Date(booked.end))}. The homeowner gets an email with a calendar invitation.`,
          });
          setEditing(false);
        },
        onError: failed,
      },
    );
  };

  return (
    <LeadSection title="Site visit">
      {visit ? (
        <div className="mt-2 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-ink">
            <CalendarCheck aria-hidden="true" className="h-4 w-4 text-brand-700" />
            {formatVisitWindow(new Date(visit.start), new Date(visit.end))}
          </p>
          <p className="mt-1 text-ink-muted">
            {visit.address} · booked by {visit.bookedBy === "homeowner" ? "the homeowner online" : "staff"}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">No visit booked. The homeowner can book online with the link in their receipt.</p>
      )}
      {!closed && !editing && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={dialogButton.secondary} onClick={() => setEditing(true)}>
            {visit ? "Move visit" : "Book a visit"}
          </button>
          {visit && (
            <button
              type="button"
              className={dialogButton.secondary}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => toast({ title: "Visit cancelled" }), onError: failed })}
            >
              Cancel visit
            </button>
          )}
        </div>
      )}
      {editing && (
        <form onSubmit={submit} className="mt-3 grid gap-3">
          <label className="text-sm font-medium text-ink">
            Window
            <select required className={`${fieldClass} mt-1`} value={slot} onChange={(e) => setSlot(e.target.value)}>
              <option value="">{windows.isPending ? "Loading the open windows..." : "Choose a window"}</option>
              {windows.data?.map((window) => (
                <option key={window.start} value={window.start}>
                  {formatVisitWindow(new Date(window.start), new Date(window.end))}
                  {window.free > 1 ? ` (${window.free} places)` : ""}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-ink">
            Address
            <input required minLength={5} className={`${fieldClass} mt-1`} value={address} onChange={(e) => setAddress(e.target.value)} />
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={dialogButton.primary} disabled={book.isPending || !slot}>
              {book.isPending ? "Saving..." : visit ? "Move the visit" : "Book the visit"}
            </button>
            <button type="button" className={dialogButton.secondary} onClick={() => setEditing(false)}>
              Close
            </button>
          </div>
        </form>
      )}
    </LeadSection>
  );
}
