import { useId, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { type OwnTexts, useOwnTexts, useSaveOwnTexts } from "../api/texts";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { Checkbox } from "@/components/staff/checkbox";

/** Your mobile and "Text me when a lead waits": a text when a new lead sits unopened for 5 minutes in alert hours. */
export function TextsForm() {
  const saved = useOwnTexts();
  if (!saved.data) return <p className="text-sm text-ink-muted">{saved.isError ? "Could not load your texts." : "Loading..."}</p>;
  return <TextsFields initial={saved.data} />;
}

function TextsFields({ initial }: { initial: OwnTexts }) {
  const id = useId();
  const save = useSaveOwnTexts();
  const [texts, setTexts] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  // a new mobile waits for the code texted to it
  const [pending, setPending] = useState<string | undefined>();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        setCodeError(undefined);
        save.mutate(pending ? { ...texts, code } : texts, {
          onSuccess: (answer) => {
            if (answer.pendingMobile) {
              setPending(answer.pendingMobile);
              setCode("");
              toast({ title: "Code sent", description: `Enter the code we texted to ${answer.pendingMobile}.` });
              return;
            }
            setPending(undefined);
            setTexts(answer);
            toast({ title: "Texts saved" });
          },
          onError: (failure) => {
            const errors = serverFieldErrors(failure);
            setError(errors.mobile);
            setCodeError(errors.code);
            toastFailure("Not saved")(failure);
          },
        });
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-mobile`} className="text-sm font-medium text-ink">
          Your mobile
        </label>
        <input
          id={`${id}-mobile`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={texts.mobile}
          onChange={(event) => {
            setTexts({ ...texts, mobile: event.target.value });
            setPending(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-10 rounded-lg border border-gray-300 px-3 text-base text-ink shadow-sm sm:max-w-xs"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      {pending && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-code`} className="text-sm font-medium text-ink">
            Code texted to {pending}
          </label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${id}-code-error` : `${id}-code-hint`}
            className="min-h-10 rounded-lg border border-gray-300 px-3 text-base text-ink shadow-sm sm:max-w-xs"
          />
          {codeError ? (
            <p id={`${id}-code-error`} className="text-sm text-red-700">
              {codeError}
            </p>
          ) : (
            <p id={`${id}-code-hint`} className="text-sm text-ink-muted">
              Your mobile is saved once the code comes back: it works for 10 minutes.
            </p>
          )}
        </div>
      )}
      <Checkbox checked={texts.leadWaitingTexts} onChange={(leadWaitingTexts) => setTexts({ ...texts, leadWaitingTexts })}>
        Text me when a lead waits
      </Checkbox>
      <button type="submit" disabled={save.isPending} className={`${dialogButton.primary} justify-self-start`}>
        {pending ? "Confirm my mobile" : "Save texts"}
      </button>
    </form>
  );
}
