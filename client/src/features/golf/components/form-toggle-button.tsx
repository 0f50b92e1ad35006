import { Plus, X } from "lucide-react";
import type { Ref } from "react";
import { primaryButtonClass, secondaryButtonClass } from "./golf-styles";

/** Opens and closes a golf page's add form (spec section 4: forms open and close by toggle). */
interface FormToggleButtonProps {
  label: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function FormToggleButton({ label, open, controls, onToggle, ref }: FormToggleButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={open ? secondaryButtonClass : primaryButtonClass}
    >
      {open ? <X className="h-4 w-4" aria-hidden="true" /> : <Plus className="h-4 w-4" aria-hidden="true" />}
      {label}
    </button>
  );
}
