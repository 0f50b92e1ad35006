import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Copy, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type TwoStepCodeInput, twoStepCodeSchema } from "@shared/auth/account-validation";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isSessionEnded } from "@/lib/api-client";
import { useConfirmTwoStep, useStartTwoStep, useTurnOffTwoStep } from "../../api/own-account";
import { TwoStepProofForm } from "./two-step-proof-form";
import { dialogButton } from "@/components/staff/staff-dialog";

/**
 * Two-step sign-in: scan the QR code with an authenticator app (Google Authenticator, Microsoft
 * Authenticator, 1Password...), confirm with its first code, then keep the ten recovery codes, shown once.
 */
export function TwoStepSetup({ enabled }: { enabled: boolean }) {
  const start = useStartTwoStep();
  const turnOff = useTurnOffTwoStep();
  const confirm = useConfirmTwoStep();
  const [change, setChange] = useState<"move" | "off" | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm<TwoStepCodeInput, unknown, { code: string }>({
    resolver: zodResolver(twoStepCodeSchema),
    defaultValues: { code: "" },
  });

  if (codes) {
    return (
      <div className="space-y-4">
        <p role="status" className="flex items-center gap-2 font-semibold text-green-800">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
          Two-step sign-in is on.
        </p>
        <p className="text-sm text-ink">
          Keep these recovery codes somewhere safe (a password manager, or printed): each signs you in once if you lose your phone. They are
          shown only now.
        </p>
        <ul
          aria-label="Recovery codes"
          className="grid grid-cols-2 gap-2 rounded-lg bg-gray-50 p-4 font-mono text-sm text-ink ring-1 ring-gray-200 sm:grid-cols-5"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button
          type="button"
          className={dialogButton.secondary}
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => toast({ title: "Recovery codes copied" }))}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy the codes
        </button>
      </div>
    );
  }

  if (!start.data && enabled) {
    return (
      <div className="space-y-4">
        <p className="flex items-center gap-2 font-semibold text-green-800">
          <ShieldCheck aria-hidden="true" className="h-5 w-5" />
          On: sign-in asks for a code from your authenticator app.
        </p>
        {change === null ? (
          <div className="flex flex-wrap gap-3">
            <button type="button" className={dialogButton.secondary} onClick={() => setChange("move")}>
              Move it to a new phone (new QR code and recovery codes)
            </button>
            <button type="button" className={dialogButton.secondary} onClick={() => setChange("off")}>
              Turn it off
            </button>
          </div>
        ) : (
          <>
            <p className="text-sm text-ink">
              {change === "move" ? "To move it" : "To turn it off"}, enter your password and a code from the app (or a recovery code). Every
              other device signed in to your account is then signed out, and your email address is told.
            </p>
            {change === "move" ? (
              <TwoStepProofForm
                withCode
                action={start}
                submitLabel="Show a new QR code"
                pendingLabel="Checking..."
                onDone={() => setChange(null)}
                onCancel={() => setChange(null)}
              />
            ) : (
              <TwoStepProofForm
                withCode
                danger
                action={turnOff}
                submitLabel="Turn off two-step sign-in"
                pendingLabel="Turning off..."
                onDone={() => {
                  setChange(null);
                  toast({ title: "Two-step sign-in is off" });
                }}
                onCancel={() => setChange(null)}
              />
            )}
          </>
        )}
      </div>
    );
  }

  if (!start.data) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-ink">Off. Turn it on so a stolen password alone cannot open homeowners' details.</p>
        <TwoStepProofForm
          withCode={false}
          action={start}
          submitLabel="Set up two-step sign-in"
          pendingLabel="Preparing..."
          onDone={() => undefined}
        />
      </div>
    );
  }

  const onValid = (input: { code: string }) =>
    confirm.mutate(input, {
      onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
      onError: (error) => {
        if (isSessionEnded(error)) return;
        form.setError("code", {
          message: (error instanceof ApiError && error.serverMessage) || "That code did not work; try the next one.",
        });
      },
    });

  return (
    <div className="grid gap-5 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.data.qrSvg)}`}
        alt="QR code to scan with your authenticator app"
        width={192}
        height={192}
        className="h-48 w-48 rounded-lg bg-white p-2 ring-1 ring-gray-200"
      />
      <div className="space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
          <li>Open your authenticator app and add an account by scanning this QR code.</li>
          <li>
            Or type this key into the app: <span className="font-mono break-all">{start.data.secret.replace(/(.{4})/g, "$1 ").trim()}</span>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            className="sm:w-48"
            error={form.formState.errors.code?.message}
            {...form.register("code")}
          />
          <button type="submit" disabled={confirm.isPending} className={`${dialogButton.primary} sm:mt-7`}>
            {confirm.isPending ? "Checking..." : "Turn on"}
          </button>
        </form>
      </div>
    </div>
  );
}
