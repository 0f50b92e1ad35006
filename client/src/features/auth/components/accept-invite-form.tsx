import { useForm } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { ApiError } from "@/lib/api-client";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { useAcceptInvite, useLinkToken } from "../api/account-links";
import { authButton } from "./auth-card";
import { NewPasswordFields, type NewPasswordValues } from "./new-password-fields";
import { GoToSignIn } from "./go-to-sign-in";

type InviteValues = NewPasswordValues & { username: string };

/** The invitation's screen: the invited person chooses a username and a password, then signs in. */
export function AcceptInviteForm() {
  const token = useLinkToken();
  const accept = useAcceptInvite();
  const form = useForm<InviteValues>({ defaultValues: { username: "", password: "", confirm: "" } });
  const { errors } = form.formState;

  const refused = accept.error instanceof ApiError && accept.error.status === 410 ? accept.error.serverMessage : null;
  if (!token || refused) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
        {refused ?? "This invitation link is not complete. Open it again from the email."} Ask the owner to invite you again.
      </p>
    );
  }
  if (accept.isSuccess) return <GoToSignIn message={accept.data.message} />;
  const onValid = ({ username, password }: InviteValues) =>
    accept.mutate(
      { token, username, password },
      {
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields.username) form.setError("username", { message: fields.username });
          if (fields.password) form.setError("password", { message: fields.password });
          if (error instanceof ApiError && error.status === 409)
            form.setError("username", { message: error.serverMessage ?? "That username is taken" });
        },
      },
    );
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="3 to 40 lower-case letters, digits, dots or dashes, e.g. sam.jones"
        error={errors.username?.message}
        {...form.register("username", { required: "Please choose a username" })}
      />
      <NewPasswordFields register={form.register} errors={errors} />
      <button type="submit" disabled={accept.isPending} className={authButton}>
        {accept.isPending ? "Creating your account..." : "Create my account"}
      </button>
    </form>
  );
}
