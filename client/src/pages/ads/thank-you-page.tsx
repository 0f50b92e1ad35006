import { useSearch } from "wouter";
import { LEAD_REFERENCE_PATTERN } from "@shared/leads/lead-reference";
import { AdLayout } from "@/features/ad-landing/components/ad-layout";
import { ThankYouConfirmation, ThankYouFaqLink, UrgentCallBox } from "@/features/ad-landing/components/thank-you-panels";
import { useAdConversion } from "@/features/leads/tracking/use-google-ads";

export default function ThankYouPage() {
  useAdConversion();
  const ref = new URLSearchParams(useSearch()).get("ref") ?? "";
  return (
    <AdLayout>
      <div className="mx-auto grid max-w-content gap-6 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ThankYouConfirmation reference={LEAD_REFERENCE_PATTERN.test(ref) ? ref : undefined} />
        <div className="grid gap-6">
          <UrgentCallBox />
          <ThankYouFaqLink />
        </div>
      </div>
    </AdLayout>
  );
}
