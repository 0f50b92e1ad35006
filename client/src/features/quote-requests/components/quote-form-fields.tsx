import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";

export const controlClass =
  "block w-full min-h-12 rounded-md border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

const borderClass = (invalid: boolean) => (invalid ? "border-red-700" : "border-gray-300");

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
}

type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<"input">, "id">;

/** A labelled text input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, error, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        <RequiredMark />
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required="true"
        className={clsx(controlClass, borderClass(Boolean(error)), "mt-1.5")}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type SelectFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<"select">, "id"> & {
    placeholder: string;
    options: readonly { value: string; label: string }[];
  };

/** A labelled native select with an empty first choice, so nothing is picked until the visitor picks. */
export function SelectField({ id, label, error, placeholder, options, className, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        <RequiredMark />
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required="true"
        className={clsx(controlClass, borderClass(Boolean(error)), "mt-1.5 appearance-auto")}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
