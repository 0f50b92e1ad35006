import { AdLayout } from "@/features/ad-landing/components/ad-layout";
import { ThankYouConfirmation, ThankYouFaqLink, UrgentCallBox } from "@/features/ad-landing/components/thank-you-panels";
import { useAdConversion } from "@/features/ad-landing/tracking/use-google-ads";

export default function ThankYouPage() {
  useAdConversion();
  return (
    <AdLayout>
      <div className="mx-auto grid max-w-content gap-6 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ThankYouConfirmation />
        <div className="grid gap-6">
          <UrgentCallBox />
          <ThankYouFaqLink />
        </div>
      </div>
    </AdLayout>
  );
}
