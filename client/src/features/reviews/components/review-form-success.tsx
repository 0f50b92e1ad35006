import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";

/** Shown in place of the form after a review is accepted; focus moves to it so it is announced. */
export function ReviewFormSuccess({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-brand-600" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink focus:outline-none">
        Thank You!
      </h2>
      <p className="mx-auto mt-3 max-w-md text-ink-muted">
        Your review has been submitted. Our team checks every review before it is published, so it will appear on our website once it has
        been approved.
      </p>
      <button
        type="button"
        onClick={onSubmitAnother}
        className="mt-6 inline-flex min-h-12 items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        Submit Another Review
      </button>
    </div>
  );
}
