import { onDemand } from "@/components/on-demand";
import { OnInteraction } from "@/components/on-interaction";

const adEnquiryForm = onDemand(() =>
  Promise.all([import("./ad-enquiry-form"), import("@/lib/with-queries")]).then(([form, { withQueries }]) => ({
    default: withQueries(form.AdEnquiryForm),
  })),
);

/** The landing page's form: server HTML at once, its code (react-hook-form, zod) on first interaction. */
export function LazyAdEnquiryForm() {
  return <OnInteraction part={adEnquiryForm} loadingText="Loading the quote form…" />;
}
