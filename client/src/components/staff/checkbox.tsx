import { clsx } from "clsx";
import type { ReactNode } from "react";

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** the words beside the box, which also tick it */
  children: ReactNode;
  /** the label's look beyond the default row (a border, a taller row) */
  className?: string;
}

/** A staff screen's checkbox with its label, 40 px tall to tap. */
export function Checkbox({ checked, onChange, disabled, children, className }: CheckboxProps) {
  return (
    <label className={clsx("flex min-h-10 items-center gap-2 text-sm text-ink", className)}>
      <input
        type="checkbox"
        className="h-4 w-4 rounded border-gray-300"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
