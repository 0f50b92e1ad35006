import { useBusiness } from "@/lib/client-config";
import { adTrustBadges } from "../content/ad-landing";

/** Licence, experience, projects and family ownership: the reasons to trust the quote. */
export function AdTrustBadges() {
  const business = useBusiness();
  return (
    <section aria-labelledby="ad-trust-title" className="border-t border-gray-200 bg-white">
      <div className="mx-auto max-w-content px-4 py-10 sm:px-6 sm:py-14">
        <h2 id="ad-trust-title" className="text-center text-2xl font-bold text-ink sm:text-3xl">
          Why homeowners choose {business.name}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {adTrustBadges(business).map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center rounded-xl bg-gray-50 p-5 text-center ring-1 ring-gray-200">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-3 font-bold text-ink">{title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
