import { mapUrl } from "@shared/site-links";
import { ExternalLink, MapPin, Phone } from "lucide-react";
import { Link } from "wouter";
import { brisbaneDay, formatVisitDay, formatVisitTimes } from "@shared/calendar/brisbane-time";
import { EXCAVATOR_ACCESS } from "@shared/visits/visit-api";
import { isSessionEnded } from "@/lib/api-client";
import { type AgendaVisit, useAgenda } from "../api/visits";
import { AdminLoadError } from "@/components/staff/load-error";
import { OnMyWay } from "@/features/texts";

/** The visits of today and the next 14 days, by day: a phone-first agenda with the address, a map and a call. */
export function VisitAgenda() {
  const agenda = useAgenda();
  if (agenda.isPending || isSessionEnded(agenda.error))
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading the agenda...
      </p>
    );
  if (agenda.isError) return <AdminLoadError onRetry={() => void agenda.refetch()} />;
  if (agenda.data.length === 0) {
    return (
      <p className="rounded-xl bg-white p-8 text-center text-sm text-ink-muted shadow-sm ring-1 ring-gray-200">
        No site visits booked for the next two weeks.
      </p>
    );
  }
  const days = new Map<string, AgendaVisit[]>();
  for (const visit of agenda.data) {
    const day = brisbaneDay(new Date(visit.start));
    days.set(day, [...(days.get(day) ?? []), visit]);
  }
  const today = brisbaneDay(new Date());
  return (
    <div className="grid gap-6">
      {[...days.entries()].map(([day, visits]) => (
        <section key={day} aria-labelledby={`agenda-${day}`}>
          <h2 id={`agenda-${day}`} className="mb-2 text-base font-semibold text-ink">
            {day === today ? "Today, " : ""}
            {formatVisitDay(new Date(visits[0]!.start))}
          </h2>
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
            {visits.map((visit) => (
              <li key={visit.id} className="grid gap-2 p-4 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-start sm:gap-4">
                <p className="text-sm font-semibold text-brand-800">{formatVisitTimes(new Date(visit.start), new Date(visit.end))}</p>
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-ink">
                    {visit.lead?.name ?? "Lead removed"}
                    {visit.lead && <span className="ml-2 font-mono text-xs font-normal text-ink-muted">{visit.lead.reference}</span>}
                  </p>
                  {visit.lead && <p className="text-ink-muted">{visit.lead.service}</p>}
                  <p className="mt-1 flex items-start gap-1 text-ink">
                    <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-ink-muted" />
                    <span className="wrap-break-word">{visit.address}</span>
                  </p>
                  {visit.excavatorAccess && (
                    <p className="text-ink-muted">Excavator: {EXCAVATOR_ACCESS.find((o) => o.value === visit.excavatorAccess)?.label}</p>
                  )}
                  {visit.parking && <p className="text-ink-muted">Parking: {visit.parking}</p>}
                </div>
                <div className="flex flex-wrap gap-2">
                  {visit.lead && (
                    <a
                      href={`tel:${visit.lead.phone.replace(/[^\d+]/g, "")}`}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
                    >
                      <Phone aria-hidden="true" className="h-4 w-4" />
                      Call
                    </a>
                  )}
                  <a
                    href={mapUrl(visit.address)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-gray-50"
                  >
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    Map
                  </a>
                  {visit.lead && <OnMyWay kind={visit.lead.kind} leadId={visit.lead.id} />}
                  {visit.lead && (
                    <Link
                      href={`/admin?tab=${visit.lead.kind}&lead=${visit.lead.id}`}
                      className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-gray-50"
                    >
                      Open lead
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
