import type { ReactNode } from "react";

interface ChoiceButtonsProps<Value extends string> {
  /** what the group chooses, for screen readers */
  label: string;
  choices: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
  className: string;
  buttonClassName: (pressed: boolean) => string;
}

/** One of a few choices as a group of toggle buttons, the chosen one pressed. */
export function ChoiceButtons<Value extends string>({
  label,
  choices,
  value,
  onChange,
  className,
  buttonClassName,
}: ChoiceButtonsProps<Value>) {
  return (
    <div role="group" aria-label={label} className={className}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          className={buttonClassName(value === choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
