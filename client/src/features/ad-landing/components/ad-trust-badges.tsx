import { useBusiness } from "@/lib/client-config";
import { adTrustBadges } from "../content/ad-landing";
import { IconPoints } from "@/components/icon-points";

/** Licence, experience, projects and family ownership: the reasons to trust the quote. */
export function AdTrustBadges() {
  const business = useBusiness();
  return (
    <section aria-labelledby="ad-trust-title" className="border-t border-gray-200 bg-white">
      <div className="mx-auto max-w-content px-4 py-10 sm:px-6 sm:py-14">
        <h2 id="ad-trust-title" className="text-center text-2xl font-bold text-ink sm:text-3xl">
          Why homeowners choose {business.name}
        </h2>
        <IconPoints points={adTrustBadges(business)} look="cards" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
