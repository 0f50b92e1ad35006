import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { type TwoStepProofInput, twoStepProofSchema } from "@shared/auth/account-validation";
import { fieldProps } from "@/components/forms/field-props";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isSessionEnded } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { dialogButton } from "@/components/staff/staff-dialog";
import { CurrentPasswordField } from "./current-password-field";

interface Props<Answer> {
  /** two-step sign-in is on: a current code (or a recovery code) is asked for too */
  withCode: boolean;
  action: UseMutationResult<Answer, Error, TwoStepProofInput>;
  submitLabel: string;
  pendingLabel: string;
  danger?: boolean;
  onDone: (answer: Answer) => void;
  onCancel?: () => void;
}

/** The proof a change to the second factor takes: the password, and while it is on, a code from the app. */
export function TwoStepProofForm<Answer>({ withCode, action, submitLabel, pendingLabel, danger, onDone, onCancel }: Props<Answer>) {
  const form = useForm<TwoStepProofInput>({
    resolver: zodResolver(twoStepProofSchema),
    defaultValues: withCode ? { currentPassword: "", currentCode: "" } : { currentPassword: "" },
  });
  const onValid = (input: TwoStepProofInput) =>
    action.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        if (isSessionEnded(error)) return;
        applyServerFieldErrors(error, ["currentPassword", "currentCode"], form.setError);
        if (error instanceof ApiError && error.status !== 400)
          toast({ variant: "destructive", title: error.serverMessage ?? "That did not work; please try again" });
      },
    });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <CurrentPasswordField {...fieldProps(form, "currentPassword")} />
      {withCode && (
        <TextField
          compact
          label="Code from your authenticator app"
          hint="Or one of your recovery codes"
          autoComplete="one-time-code"
          {...fieldProps(form, "currentCode")}
        />
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={action.isPending} className={danger ? dialogButton.danger : dialogButton.primary}>
          {action.isPending ? pendingLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={dialogButton.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
