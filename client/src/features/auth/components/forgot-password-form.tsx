import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type ForgotPasswordInput, forgotPasswordSchema } from "@shared/auth/account-validation";
import { TextField } from "@/components/forms/text-field";
import { ApiError } from "@/lib/api-client";
import { useForgotPassword } from "../api/account-links";
import { authButton } from "./auth-card";
import { fieldProps } from "@/components/forms/field-props";

/** An address to send a reset link to; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm() {
  const send = useForgotPassword();
  const form = useForm<ForgotPasswordInput, unknown, { email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3.5 py-3 text-sm text-green-900">
        {send.data.message}
      </p>
    );
  }
  const failure =
    send.error instanceof ApiError
      ? send.error.serverMessage
      : send.error
        ? "Could not reach the server. Check your connection and try again."
        : null;
  return (
    <form noValidate onSubmit={form.handleSubmit((input) => send.mutate(input))} className="space-y-5">
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
          {failure}
        </p>
      )}
      <TextField label="Email address" type="email" autoComplete="email" autoFocus {...fieldProps(form, "email")} />
      <button type="submit" disabled={send.isPending} className={authButton}>
        {send.isPending ? "Sending..." : "Send me a link"}
      </button>
    </form>
  );
}
