import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { ApiError } from "@/lib/api-client";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { useLinkToken, useResetPassword } from "../api/account-links";
import { authButton } from "./auth-card";
import { NewPasswordFields, type NewPasswordValues } from "./new-password-fields";
import { GoToSignIn } from "./go-to-sign-in";

/** The reset link's screen: a new password, after which every other session of the account has ended. */
export function ResetPasswordForm() {
  const token = useLinkToken();
  const reset = useResetPassword();
  const form = useForm<NewPasswordValues>({ defaultValues: { password: "", confirm: "" } });
  const { errors } = form.formState;

  if (!token) return <LinkProblem message="This link is not complete. Open it again from the email, or ask for a new one." />;
  if (reset.isSuccess) return <GoToSignIn message={reset.data.message} />;
  const onValid = ({ password }: NewPasswordValues) =>
    reset.mutate(
      { token, password },
      {
        onError: (error) => serverFieldErrors(error).password && form.setError("password", { message: serverFieldErrors(error).password }),
      },
    );
  const expired = reset.error instanceof ApiError && reset.error.status === 410 ? reset.error.serverMessage : null;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
      {expired && <LinkProblem message={expired} />}
      <NewPasswordFields register={form.register} errors={errors} />
      <button type="submit" disabled={reset.isPending} className={authButton}>
        {reset.isPending ? "Saving..." : "Save my new password"}
      </button>
    </form>
  );
}

export function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      <p>{message}</p>
      <p>
        <Link href="/forgot-password" className="font-semibold underline">
          Ask for a new reset link
        </Link>
      </p>
    </div>
  );
}
