import { zodResolver } from "@hookform/resolvers/zod";
import { useState, useSyncExternalStore } from "react";
import { Controller, useForm } from "react-hook-form";
import { DEFAULT_RATING, MAX_SERVICES } from "@shared/constants";
import { type ReviewSubmission, type ReviewSubmissionInput, reviewSubmissionSchema } from "@shared/reviews/review-validation";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { ServiceCheckboxes } from "@/components/forms/service-checkboxes";
import { TextareaField } from "@/components/forms/textarea-field";
import { TextField } from "@/components/forms/text-field";
import { useFormSignals } from "@/components/forms/use-form-signals";
import { toast } from "@/components/ui/use-toast";
import { useSubmitReview } from "../api/submit-review";
import { StarRatingInput } from "./review-form-star-rating";
import { ReviewFormSuccess } from "./review-form-success";
import { fieldProps } from "@/components/forms/field-props";

const submitClass =
  "mt-8 inline-flex min-h-12 w-full items-center justify-center rounded-md bg-accent-400 px-6 py-3 text-base font-semibold text-ink shadow-sm hover:bg-accent-500 disabled:cursor-wait disabled:opacity-70 sm:w-auto";

/** The private token of a completed job's review link, from the address's fragment (#review=...): no server log sees it. */
const reviewTokenInFragment = () => new URLSearchParams(window.location.hash.slice(1)).get("review") ?? undefined;
const noSubscription = () => () => {};
/** None on the server (it never sees a fragment); read once hydrated. */
const useReviewLinkToken = () => useSyncExternalStore(noSubscription, reviewTokenInFragment, () => undefined);

const emptyReview: ReviewSubmissionInput = { name: "", location: "", rating: DEFAULT_RATING, reviewText: "", service: "" };

/** The Share Your Experience form: editing, Submitting..., then the Thank You! card (spec section 4). */
export function ReviewForm() {
  const [submitted, setSubmitted] = useState(false);
  const linkToken = useReviewLinkToken();
  const [linkSpent, setLinkSpent] = useState(false);
  const reviewToken = linkSpent ? undefined : linkToken;
  const submitReview = useSubmitReview();
  const form = useForm<ReviewSubmissionInput, unknown, ReviewSubmission>({
    resolver: zodResolver(reviewSubmissionSchema),
    defaultValues: emptyReview,
  });
  const { errors } = form.formState;
  const { honeypotRef, signals } = useFormSignals();

  const onSubmit = form.handleSubmit((review) =>
    submitReview.mutateAsync({ ...review, reviewToken, ...signals() }).then(
      () => {
        // the link is spent: another review from this page is an ordinary one
        if (reviewToken) history.replaceState(history.state, "", window.location.pathname + window.location.search);
        setLinkSpent(true);
        toast({ title: "Review submitted!", description: "Thank you for your feedback. Your review will be published after approval." });
        form.reset(emptyReview);
        setSubmitted(true);
      },
      (error: unknown) => {
        console.error("Review submission failed", error);
        toast({ title: "Error", description: "Failed to submit review. Please try again.", variant: "destructive" });
      },
    ),
  );

  if (submitted) return <ReviewFormSuccess onSubmitAnother={() => setSubmitted(false)} />;

  const pending = submitReview.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="review-form-title"
      className="relative rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
    >
      <HoneypotField ref={honeypotRef} />
      <h2 id="review-form-title" className="text-xl font-bold text-ink sm:text-2xl">
        Tell us about your project
      </h2>
      {reviewToken && (
        <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          Thank you for choosing us. Your review will show as from a verified customer.
        </p>
      )}
      <p className="mt-1 text-sm text-ink-muted">All fields are required unless marked optional.</p>
      <div className="mt-6 grid gap-5">
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput name="rating" value={Number(field.value)} onChange={field.onChange} error={errors.rating?.message} />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="review-name" label="Your name" autoComplete="name" {...fieldProps(form, "name")} />
          <TextField
            id="review-location"
            label="Your location"
            placeholder="e.g. Chermside, Brisbane"
            autoComplete="address-level2"
            {...fieldProps(form, "location")}
          />
        </div>
        <TextareaField
          id="review-text"
          rows={5}
          label="Your review"
          placeholder="What did we build for you, and how did it go?"
          {...fieldProps(form, "reviewText")}
        />
        <Controller
          control={form.control}
          name="service"
          render={({ field }) => (
            <ServiceCheckboxes
              legend="Service(s) we provided"
              hint={`Optional. Select up to ${MAX_SERVICES}.`}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              firstBoxRef={field.ref}
              error={errors.service?.message}
            />
          )}
        />
      </div>
      <button type="submit" disabled={pending} className={submitClass}>
        {pending ? "Submitting..." : "Submit Review"}
      </button>
    </form>
  );
}
