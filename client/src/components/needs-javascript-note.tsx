import { useBusiness } from "@/lib/client-config";

/** Shown in place of a form's working when scripts are off: the form cannot send, the phone always works. */
export function NeedsJavaScriptNote() {
  const business = useBusiness();
  return (
    <noscript>
      <p className="mb-5 rounded-md bg-amber-50 p-4 text-sm text-ink ring-1 ring-amber-200">
        Sending this form needs JavaScript, which is turned off in your browser. Please call us on{" "}
        <a className="font-semibold text-brand-700 underline" href={`tel:${business.phone.e164}`}>
          {business.phone.display}
        </a>{" "}
        or email{" "}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${business.email}`}>
          {business.email}
        </a>
        .
      </p>
    </noscript>
  );
}
