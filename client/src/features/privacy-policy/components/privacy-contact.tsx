import { useBusiness } from "@/lib/client-config";
import { privacyContactSection } from "../content/privacy-sections";

/** Section 10: who to contact about privacy, from the business profile. */
export function PrivacyContact() {
  const business = useBusiness();
  const { id, title } = privacyContactSection;
  return (
    <section aria-labelledby={id} className="scroll-mt-20">
      <h2 id={id} className="text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-muted">
        For privacy questions, access or correction requests or complaints, contact our privacy officer:
      </p>
      <address className="mt-4 rounded-lg bg-brand-50 p-5 not-italic leading-relaxed text-ink">
        <p className="font-semibold">{business.name}</p>
        <p>
          Email:{" "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${business.email}`}>
            {business.email}
          </a>
        </p>
        <p>
          Phone:{" "}
          <a className="font-semibold text-brand-700 underline" href={`tel:${business.phone.e164}`}>
            {business.phone.display}
          </a>
        </p>
        <p>Hours: {business.hours}</p>
        <p>Service area: {business.serviceArea}</p>
      </address>
    </section>
  );
}
