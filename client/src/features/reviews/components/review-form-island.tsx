import { Island } from "@/components/island";
import { NeedsJavaScriptNote } from "@/components/needs-javascript-note";
import { LiveReviewForm } from "./review-form-live";

/** The review form: server HTML at once, hydrated alone (react-hook-form, zod) on approach or first touch. */
export function ReviewFormIsland() {
  return (
    <div>
      <NeedsJavaScriptNote />
      <Island name="review-form">
        <LiveReviewForm />
      </Island>
    </div>
  );
}
