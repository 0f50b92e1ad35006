import { PageHero } from "@/components/page-hero";
import { SiteLayout } from "@/components/site-layout/site-layout";
import {
  PRIVACY_POLICY_LAST_UPDATED,
  PrivacyContact,
  PrivacyContents,
  privacyIntro,
  PrivacySection,
  privacySections,
} from "@/features/privacy-policy";
import { useBusiness } from "@/lib/client-config";

const lastUpdated = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
  new Date(PRIVACY_POLICY_LAST_UPDATED),
);

export default function PrivacyPolicyPage() {
  const business = useBusiness();
  return (
    <SiteLayout>
      <PageHero
        crumb="Privacy Policy"
        title="Privacy Policy"
        lead={
          <p>
            How {business.name} collects, uses and protects your personal information.{" "}
            <span className="mt-2 block text-sm text-brand-100">
              Last updated: <time dateTime={PRIVACY_POLICY_LAST_UPDATED}>{lastUpdated}</time>
            </span>
          </p>
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-lg leading-relaxed text-ink">{privacyIntro}</p>
        <div className="mt-8">
          <PrivacyContents />
        </div>
        <div className="mt-10 space-y-10">
          {privacySections.map((section) => (
            <PrivacySection key={section.id} section={section} />
          ))}
          <PrivacyContact />
        </div>
      </div>
    </SiteLayout>
  );
}
