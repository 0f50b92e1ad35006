import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { LOW_RATING_NOTE, MODERATION_REASONS } from "@shared/reviews/review-moderation";
import {
  type ModerationDecision,
  type ModerationDecisionInput,
  moderationDecisionSchema,
} from "@shared/reviews/review-moderation-validation";
import { TextareaField } from "@/components/forms/textarea-field";
import { FieldError, RequiredMark } from "@/components/forms/field-error";
import type { ReviewRow } from "../api/staff-reviews";
import { useReviewChange } from "../api/use-review-change";
import { AdminDialog, dialogButton } from "@/components/staff/staff-dialog";
import { rowButton } from "./review-actions-styles";
import { fieldProps } from "@/components/forms/field-props";

const wording = {
  reject: { verb: "Reject", doing: "Rejecting...", intro: "The review will not be published." },
  unpublish: {
    verb: "Unpublish",
    doing: "Unpublishing...",
    intro: "The review will be taken off the website; you can republish it later.",
  },
} as const;

/** Reject (pending) or unpublish (approved) a review, with a reason from the published list. */
export function ModerateReviewDialog({ review, kind }: { review: ReviewRow; kind: "reject" | "unpublish" }) {
  const [open, setOpen] = useState(false);
  const ids = useId();
  const form = useForm<ModerationDecisionInput, unknown, ModerationDecision>({
    resolver: zodResolver(moderationDecisionSchema),
    defaultValues: { note: "" },
  });
  const change = useReviewChange(() => {
    setOpen(false);
    form.reset();
  });
  const { errors } = form.formState;
  const words = wording[kind];
  const noteRequired = useWatch({ control: form.control, name: "reason" }) === "other";

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
      trigger={
        <button type="button" aria-label={`${words.verb} review by ${review.name}`} className={rowButton.secondary}>
          {words.verb}
        </button>
      }
      title={`${words.verb} review #${review.id} by ${review.name}`}
      description={`${words.intro} The reason is recorded with your name in the review's history.`}
    >
      <form noValidate onSubmit={form.handleSubmit((decision) => change.mutate({ kind, id: review.id, decision }))} className="grid gap-5">
        <fieldset aria-describedby={`${ids}-low-rating${errors.reason ? ` ${ids}-reason-error` : ""}`}>
          <legend className="text-sm font-semibold text-ink">
            Reason
            <RequiredMark />
          </legend>
          <p
            id={`${ids}-low-rating`}
            className="mt-2 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-600/30 ring-inset"
          >
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {LOW_RATING_NOTE}
          </p>
          <div className="mt-3 grid gap-2">
            {MODERATION_REASONS.map((reason) => (
              <label
                key={reason.code}
                className="flex cursor-pointer gap-3 rounded-lg border border-gray-200 px-3 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40"
              >
                <input type="radio" value={reason.code} {...form.register("reason")} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" />
                <span className="text-sm">
                  <span className="block font-medium text-ink">{reason.label}</span>
                  <span className="block text-ink-muted">{reason.description}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.reason?.message && <FieldError id={`${ids}-reason-error`} message={errors.reason.message} />}
        </fieldset>
        <TextareaField
          label="Note"
          rows={3}
          required={noteRequired}
          hint={noteRequired ? "Say why; it is kept in the review's history." : "Optional. Staff only; never shown on the website."}
          {...fieldProps(form, "note")}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={dialogButton.secondary} onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="submit" disabled={change.isPending} className={dialogButton.danger}>
            {change.isPending ? words.doing : `${words.verb} review`}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
