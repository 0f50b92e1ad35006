import { clsx } from "clsx";
import { FieldError } from "@/components/forms/field-error";

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  /** ids start with it */
  id: string;
  name: string;
  legend: string;
  hint?: string;
  choices: readonly Choice[];
  /** the choice the page starts with: the box is the browser's own after that (its form reads it) */
  initial: string;
  /** for a question outside a form */
  onChange?: (value: string) => void;
  error?: string;
}

/** A question answered by one of a few buttons: native radios in a fieldset, so keyboard and screen readers know them. */
export function ChoiceGroup({ id, name, legend, hint, choices, initial, onChange, error }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={clsx(hintId, errorId) || undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={clsx(
              "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-[0.95rem] font-medium",
              "has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2",
              error ? "border-red-700" : "border-gray-300",
            )}
          >
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              name={name}
              value={choice.value}
              defaultChecked={initial === choice.value}
              onChange={onChange && (() => onChange(choice.value))}
              className="h-4 w-4 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {errorId && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}

export const YES_NO: readonly Choice[] = [
  { value: "false", label: "No" },
  { value: "true", label: "Yes" },
];
