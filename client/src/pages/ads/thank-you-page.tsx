import { useSyncExternalStore } from "react";
import { useSearch } from "wouter";
import { BOOKING_STATE_KEY, bookingPathOf } from "@shared/visits/booking-links";
import { LEAD_REFERENCE_PATTERN } from "@shared/leads/lead-reference";
import { AdLayout, ThankYouConfirmation, ThankYouEstimateLink, ThankYouFaqLink, UrgentCallBox } from "@/features/ad-landing";
import { useAdConversion } from "@/features/leads";

const noSubscription = () => () => {};
const bookingPathInState = () => {
  const state: unknown = window.history.state;
  const path = state && typeof state === "object" ? (state as Record<string, unknown>)[BOOKING_STATE_KEY] : undefined;
  return typeof path === "string" ? bookingPathOf(path) : null;
};

/** The booking link the form left in this history entry's state: none on the server, read once hydrated. */
const useBookingPath = () => useSyncExternalStore(noSubscription, bookingPathInState, () => null);

export default function ThankYouPage() {
  useAdConversion();
  const ref = new URLSearchParams(useSearch()).get("ref") ?? "";
  const bookingPath = useBookingPath();
  return (
    <AdLayout>
      <div className="mx-auto grid max-w-content gap-6 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ThankYouConfirmation reference={LEAD_REFERENCE_PATTERN.test(ref) ? ref : undefined} bookingPath={bookingPath} />
        <div className="grid gap-6">
          <UrgentCallBox />
          <ThankYouEstimateLink />
          <ThankYouFaqLink />
        </div>
      </div>
    </AdLayout>
  );
}
