import { useId, type ReactNode } from "react";
import { labelClass } from "./golf-styles";

export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  "aria-required"?: boolean;
}

interface FormFieldProps {
  label: string;
  /** said after the label by screen readers only, e.g. "in Australian dollars" */
  labelSuffix?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  /** renders the control with the id and ARIA wiring of its label, hint and error */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control whose hint and error are tied to it for screen readers. */
export function FormField({ label, labelSuffix, error, hint, required, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {labelSuffix && <span className="sr-only"> {labelSuffix}</span>}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      <div className="mt-1">
        {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined, "aria-required": required || undefined })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
