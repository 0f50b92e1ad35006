import { clsx } from "clsx";
import { type ReactNode, useId } from "react";
import { FieldError, RequiredMark } from "./field-error";
import { controlClass, hintClass, labelClass } from "./field-styles";

export interface FieldFrameProps {
  /** the control's id; a generated one when left out */
  id?: string;
  label: ReactNode;
  /** said after the label by screen readers only, e.g. "in Australian dollars" */
  labelSuffix?: string;
  hint?: ReactNode;
  error?: string;
  /** shows the "*" and sets aria-required */
  required?: boolean;
  /** marks the control invalid without a message of its own (the form shows one elsewhere) */
  invalid?: boolean;
  /** ids of other text describing the control, e.g. a form-level message */
  describedBy?: string;
  compact?: boolean;
  /** classes of the wrapper, e.g. a grid column span */
  className?: string;
}

/** What a field hands its control: the id its label points at, the ARIA wiring and the control's classes. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  className: string;
}

interface FormFieldProps extends FieldFrameProps {
  children: (control: FieldControlProps) => ReactNode;
}

/** A label (with the required mark), the control, an optional hint, and the error tied to the control. */
export function FormField({
  id: givenId,
  label,
  labelSuffix,
  hint,
  error,
  required,
  invalid,
  describedBy,
  compact,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = invalid || Boolean(error);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass(compact)}>
        {label}
        {labelSuffix && <span className="sr-only"> {labelSuffix}</span>}
        {required && <RequiredMark />}
      </label>
      <div className={compact ? "mt-1" : "mt-1.5"}>
        {children({
          id,
          "aria-describedby": clsx(hint && hintId, error && errorId, describedBy) || undefined,
          "aria-invalid": isInvalid || undefined,
          "aria-required": required || undefined,
          className: controlClass({ compact, invalid: isInvalid }),
        })}
      </div>
      {hint && (
        <p id={hintId} className={hintClass(compact)}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Separates a field component's frame props from those of its native control. */
export function splitFieldProps<P extends FieldFrameProps>(props: P): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const { id, label, labelSuffix, hint, error, required, invalid, describedBy, compact, className, ...control } = props;
  return [{ id, label, labelSuffix, hint, error, required, invalid, describedBy, compact, className }, control];
}
