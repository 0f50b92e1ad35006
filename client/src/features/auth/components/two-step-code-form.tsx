import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type TwoStepCodeInput, twoStepCodeSchema } from "@shared/auth/account-validation";
import { TextField } from "@/components/forms/text-field";
import { loginErrorMessage } from "../api/login-error-message";
import { useLoginCode } from "../api/use-login";
import { authButton } from "./auth-card";

/** The second step of a sign-in: the six digits the authenticator app shows, or one of the recovery codes. */
export function TwoStepCodeForm({ onSignedIn, onStartAgain }: { onSignedIn: () => void; onStartAgain: () => void }) {
  const submit = useLoginCode();
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const form = useForm<TwoStepCodeInput, unknown, { code: string }>({
    resolver: zodResolver(twoStepCodeSchema),
    defaultValues: { code: "" },
  });
  const { errors } = form.formState;

  const onValid = (input: { code: string }) => {
    setProblem(null);
    submit.mutate(input, {
      onSuccess: onSignedIn,
      onError: (error) => {
        setProblem(loginErrorMessage(error));
        form.resetField("code");
        form.setFocus("code");
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5" aria-label="Two-step sign-in">
      <p className="flex gap-2 text-sm text-ink-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.
      </p>
      {problem && (
        <p id={problemId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
          {problem}
        </p>
      )}
      <TextField
        label="Code"
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={errors.code?.message}
        describedBy={problem ? problemId : undefined}
        {...form.register("code")}
      />
      <button type="submit" disabled={submit.isPending} className={authButton}>
        {submit.isPending ? "Checking..." : "Sign in"}
      </button>
      <button
        type="button"
        onClick={onStartAgain}
        className="w-full text-center text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
      >
        Sign in as someone else
      </button>
    </form>
  );
}
