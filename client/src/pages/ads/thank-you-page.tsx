import { useSyncExternalStore } from "react";
import { useSearch } from "wouter";
import { LEAD_REFERENCE_PATTERN } from "@shared/leads/lead-reference";
import { AdLayout, ThankYouConfirmation, ThankYouEstimateLink, ThankYouFaqLink, UrgentCallBox } from "@/features/ad-landing";
import { bookingPathInState } from "@/lib/booking-offer";

const noSubscription = () => () => {};

/** The booking link the form left in this history entry's state: none on the server, read once React draws the page. */
const useBookingPath = () => useSyncExternalStore(noSubscription, bookingPathInState, () => null);

/**
 * The page after an ad lead. The server renders it; it is made of no island, and its entry script shows the booking
 * offer (lib/booking-offer.ts) and reports the conversion (features/leads, ad-page.ts).
 */
export default function ThankYouPage() {
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
