import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type EmailChangeInput, emailChangeSchema } from "@shared/auth/account-validation";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useChangeEmail } from "../../api/own-account";
import { CurrentPasswordField } from "./current-password-field";
import { fieldProps } from "@/components/forms/field-props";
import { SaveButton } from "@/components/staff/save-button";

/** Your email address (where a reset link goes), confirmed with your password. */
export function EmailForm({ email }: { email: string | null }) {
  const change = useChangeEmail();
  const form = useForm<EmailChangeInput, unknown, { email: string; currentPassword: string }>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: email ?? "", currentPassword: "" },
  });
  const onValid = (input: { email: string; currentPassword: string }) =>
    change.mutate(input, {
      onSuccess: () => {
        toast({ title: "Email address saved" });
        form.reset({ email: input.email, currentPassword: "" });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        applyServerFieldErrors(error, ["email", "currentPassword"], form.setError, {
          field: "email",
          message: "Another account uses this address",
        });
      },
    });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2">
      <TextField compact label="Email address" type="email" autoComplete="email" {...fieldProps(form, "email")} />
      <CurrentPasswordField {...fieldProps(form, "currentPassword")} />
      <div className="sm:col-span-2">
        <SaveButton saving={change.isPending}>Save email address</SaveButton>
      </div>
    </form>
  );
}
