import { CalendarCheck, Phone } from "lucide-react";
import type { BookingPageView } from "@shared/visits/booking-page";
import { formatVisitWindow } from "@shared/calendar/brisbane-time";
import { CHANGE_CUTOFF_HOURS, EXCAVATOR_ACCESS } from "@shared/visits/visit-api";
import { useBusiness } from "@/lib/client-config";
import { BookingForm } from "./booking-form";

const secondaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-5 py-3 text-base font-semibold text-ink shadow-sm hover:bg-gray-50";

/** /book/<token>: the homeowner's own page to book, see, move or cancel the free site visit. */
export function BookingPage({ view }: { view: BookingPageView }) {
  const business = useBusiness();
  const callUs = (
    <a href={`tel:${business.phone.e164}`} className={secondaryButton}>
      <Phone aria-hidden="true" className="h-5 w-5" />
      Call {business.phone.display}
    </a>
  );
  return (
    <div className="bg-gray-50 py-8 sm:py-12">
      <div className="mx-auto max-w-2xl px-4 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Free on-site consultation</p>
        <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">{`Hi ${view.firstName}, let's find a time`}</h1>
        <p className="mt-3 text-base text-ink-muted">
          {"Your reference is "}
          <span className="font-semibold text-ink">{view.reference}</span>
          {view.suburb ? " for " : ""}
          {view.suburb && <span className="font-semibold text-ink">{view.suburb}</span>}
          {"."}
        </p>
        {view.notice && (
          <p
            role={view.notice.tone === "error" ? "alert" : "status"}
            className={
              view.notice.tone === "error"
                ? "mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-base text-red-800"
                : "mt-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-base text-green-900"
            }
          >
            {view.notice.text}
          </p>
        )}
        <div className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8">
          {view.state === "closed" && (
            <div className="grid gap-4">
              <p className="text-base text-ink">This quote request is closed. If you'd like to talk about a new project, give us a call.</p>
              <div>{callUs}</div>
            </div>
          )}
          {view.state === "call" && (
            <div className="grid gap-4">
              <h2 className="text-xl font-semibold text-ink">We'll call you to arrange a time</h2>
              <p className="text-base text-ink-muted">
                We'll ring you {business.responsePromise} to find a time that suits you and our crew. You can also call us now (
                {business.hours}).
              </p>
              <div>{callUs}</div>
            </div>
          )}
          {view.state === "booked" && view.visit && (
            <div className="grid gap-5">
              <div className="flex items-start gap-3">
                <CalendarCheck aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
                <div>
                  <h2 className="text-xl font-semibold text-ink">Your visit is booked</h2>
                  <p className="mt-1 text-base text-ink">
                    {formatVisitWindow(new Date(view.visit.start), new Date(view.visit.end))} (Brisbane time)
                  </p>
                  <dl className="mt-3 grid gap-1 text-sm text-ink-muted">
                    <div>
                      <dt className="inline font-medium text-ink">Address: </dt>
                      <dd className="inline">{view.visit.address}</dd>
                    </div>
                    {view.visit.excavatorAccess && (
                      <div>
                        <dt className="inline font-medium text-ink">Excavator access: </dt>
                        <dd className="inline">{EXCAVATOR_ACCESS.find((option) => option.value === view.visit!.excavatorAccess)?.label}</dd>
                      </div>
                    )}
                    {view.visit.parking && (
                      <div>
                        <dt className="inline font-medium text-ink">Parking: </dt>
                        <dd className="inline">{view.visit.parking}</dd>
                      </div>
                    )}
                  </dl>
                </div>
              </div>
              {view.visit.changeable ? (
                <div className="flex flex-col gap-3 sm:flex-row">
                  {!view.changing && (
                    <a href={`${view.path}?change=1#time`} className={secondaryButton}>
                      Change time
                    </a>
                  )}
                  <form method="post" action={view.path}>
                    <input type="hidden" name="action" value="cancel" />
                    <button type="submit" className={`${secondaryButton} w-full text-red-700 sm:w-auto`}>
                      Cancel
                    </button>
                  </form>
                </div>
              ) : (
                <div className="grid gap-3">
                  <p className="text-sm text-ink-muted">Within {CHANGE_CUTOFF_HOURS} hours of the visit, please call us to change it.</p>
                  <div>{callUs}</div>
                </div>
              )}
            </div>
          )}
          {view.state === "choose" && <BookingForm view={view} />}
        </div>
        {view.state === "booked" && view.changing && (
          <div id="time" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8">
            <h2 className="mb-4 text-xl font-semibold text-ink">Choose a new time</h2>
            <BookingForm view={view} />
          </div>
        )}
      </div>
    </div>
  );
}
