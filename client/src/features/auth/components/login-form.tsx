import { zodResolver } from "@hookform/resolvers/zod";
import { clsx } from "clsx";
import { Eye, EyeOff, LogIn } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { type LoginInput, loginSchema, MISSING_LOGIN_MESSAGE } from "@shared/auth/login";
import { FormField } from "@/components/forms/form-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { loginErrorMessage } from "../api/login-error-message";
import { needsTwoStepCode, useLogin } from "../api/use-login";
import { TwoStepCodeForm } from "./two-step-code-form";
import { authButton } from "./auth-card";

type LoginFormValues = { username: string; password: string };

/** Username and password; empty fields never reach the server. Signed in, it goes to `returnTo`. */
export function LoginForm({ returnTo = "/admin" }: { returnTo?: string }) {
  const [, navigate] = useLocation();
  const login = useLogin();
  const [problem, setProblem] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [askingForCode, setAskingForCode] = useState(false);
  const ids = { password: useId(), problem: useId() };
  const form = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  const onValid = (input: LoginInput) => {
    setProblem(null);
    login.mutate(input, {
      onSuccess: (answer) => {
        if (needsTwoStepCode(answer)) return setAskingForCode(true);
        signedIn();
      },
      onError: (error) => {
        const message = loginErrorMessage(error);
        setProblem(message);
        toast({ title: "Login failed", description: message, variant: "destructive" });
        form.resetField("password");
        form.setFocus("password");
      },
    });
  };

  const onInvalid = (fieldErrors: FieldErrors<LoginFormValues>) => {
    const messages = [fieldErrors.username?.message, fieldErrors.password?.message];
    if (messages.includes(MISSING_LOGIN_MESSAGE)) {
      setProblem(MISSING_LOGIN_MESSAGE);
      toast({ title: "Missing information", description: MISSING_LOGIN_MESSAGE, variant: "destructive" });
      return;
    }
    const message = messages.find(Boolean) ?? MISSING_LOGIN_MESSAGE;
    setProblem(message);
    toast({ title: "Login failed", description: message, variant: "destructive" });
  };

  function signedIn() {
    toast({ title: "Login successful", description: "Welcome back!" });
    navigate(returnTo, { replace: true });
  }

  const describedBy = problem ? ids.problem : undefined;

  if (askingForCode) {
    return (
      <TwoStepCodeForm
        onSignedIn={signedIn}
        onStartAgain={() => {
          setAskingForCode(false);
          form.reset({ username: "", password: "" });
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-5">
      {problem && (
        <p id={ids.problem} className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
          {problem}
        </p>
      )}
      <TextField
        label="Username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        invalid={Boolean(errors.username)}
        describedBy={describedBy}
        {...form.register("username")}
      />
      <FormField id={ids.password} label="Password" invalid={Boolean(errors.password)} describedBy={describedBy}>
        {(control) => (
          <div className="relative">
            <input
              {...form.register("password")}
              {...control}
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              className={clsx(control.className, "pr-12")}
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-pressed={showPassword}
              aria-controls={ids.password}
              className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-md text-ink-muted hover:text-ink"
            >
              <span className="sr-only">Show password</span>
              {showPassword ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
            </button>
          </div>
        )}
      </FormField>
      <button type="submit" disabled={login.isPending} className={authButton}>
        <LogIn aria-hidden="true" className="h-5 w-5" />
        {login.isPending ? "Logging in..." : "Log in"}
      </button>
    </form>
  );
}
