import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { type PasswordChangeInput, passwordChangeSchema } from "@shared/auth/password-change";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isSessionEnded } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useChangePassword } from "../../api/use-change-password";
import { fieldProps } from "@/components/forms/field-props";
import { dialogButton } from "@/components/staff/staff-dialog";
import { SaveButton } from "@/components/staff/save-button";

const FIELDS = ["currentPassword", "newPassword"] as const;

/** "Change password" in the staff bar: a dialog asking for the current password and a new one. */
export function ChangePassword() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const change = useChangePassword();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });

  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  const close = () => setOpen(false);

  const onValid = (input: PasswordChangeInput) => {
    change.mutate(input, {
      onSuccess: ({ message }) => {
        close();
        toast({ title: "Password changed", description: message });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return; // the session handler says so and goes to /login
        applyServerFieldErrors(error, FIELDS, form.setError);
        if (!(error instanceof ApiError) || error.status !== 400) {
          const description = (error instanceof ApiError && error.serverMessage) || "Could not change the password. Please try again.";
          toast({ title: "Password not changed", description, variant: "destructive" });
        }
      },
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-muted hover:bg-gray-100 hover:text-ink"
      >
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only lg:not-sr-only">Change password</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          form.reset();
        }}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-6 text-left shadow-xl backdrop:bg-black/40"
      >
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          Change your password
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          At least 12 characters and hard to guess: a few unrelated words work well. Your other sessions will be signed out.
        </p>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-5 space-y-4">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            {...fieldProps(form, "currentPassword")}
          />
          <TextField label="New password" type="password" autoComplete="new-password" required {...fieldProps(form, "newPassword")} />
          <div className="flex justify-end gap-3 pt-2">
            <button type="button" onClick={close} className={dialogButton.secondary}>
              Cancel
            </button>
            <SaveButton saving={change.isPending}>Change password</SaveButton>
          </div>
        </form>
      </dialog>
    </>
  );
}
