import { clsx } from "clsx";
import { Trash2 } from "lucide-react";

/** A bin icon that removes one row of a list (a run, a price, a band, a cost), named for what it removes. */
export function RemoveButton({
  label,
  onClick,
  disabled,
  className,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={clsx(
        "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-red-50 hover:text-red-700 disabled:opacity-40",
        className,
      )}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
