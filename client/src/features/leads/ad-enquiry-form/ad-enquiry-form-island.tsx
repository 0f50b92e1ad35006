import { Island } from "@/components/island";
import { NeedsJavaScriptNote } from "@/components/needs-javascript-note";
import { LiveAdEnquiryForm } from "./ad-enquiry-form-live";

/** The landing page's form: server HTML at once, hydrated alone (react-hook-form, zod) on approach or first touch. */
export function AdEnquiryFormIsland() {
  return (
    <div>
      <NeedsJavaScriptNote />
      <Island name="ad-enquiry-form">
        <LiveAdEnquiryForm />
      </Island>
    </div>
  );
}
