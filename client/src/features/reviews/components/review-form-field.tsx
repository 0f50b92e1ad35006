import { clsx } from "clsx";
import { type ComponentPropsWithoutRef, forwardRef } from "react";

const controlClass =
  "mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

type InputFieldProps = FieldFrameProps & ComponentPropsWithoutRef<"input">;
type TextAreaFieldProps = FieldFrameProps & ComponentPropsWithoutRef<"textarea">;

function describedBy(id: string, error?: string, hint?: string) {
  return clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
}

function FieldText({ id, error, hint }: Omit<FieldFrameProps, "label">) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled text input whose error message is tied to it for screen readers. */
export const ReviewInputField = forwardRef<HTMLInputElement, InputFieldProps>(function ReviewInputField(
  { id, label, error, hint, className, ...props },
  ref,
) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(controlClass, error ? "border-red-700" : "border-gray-300")}
        {...props}
      />
      <FieldText id={id} error={error} hint={hint} />
    </div>
  );
});

/** A labelled multi-line text box, same contract as ReviewInputField. */
export const ReviewTextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function ReviewTextAreaField(
  { id, label, error, hint, className, ...props },
  ref,
) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(controlClass, "min-h-36 resize-y", error ? "border-red-700" : "border-gray-300")}
        {...props}
      />
      <FieldText id={id} error={error} hint={hint} />
    </div>
  );
});
