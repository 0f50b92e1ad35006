import { clsx } from "clsx";
import { type LucideIcon, Send } from "lucide-react";

interface SubmitButtonProps {
  children: string;
  /** while the form sends: the button says "Sending..." and cannot be pressed again */
  sending?: boolean;
  icon?: LucideIcon;
  /** accent: the page's main call to action; brand: a step within a tool */
  tone?: "accent" | "brand";
  className?: string;
}

const TONES = {
  accent: "bg-accent-400 text-ink hover:bg-accent-500",
  brand: "bg-brand-700 text-white hover:bg-brand-800",
};

/** A public form's submit button, full width on a phone, with its icon. */
export function SubmitButton({ children, sending = false, icon: Icon = Send, tone = "accent", className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={sending}
      className={clsx(
        "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md px-6 py-3 font-semibold shadow-sm disabled:cursor-wait disabled:opacity-70 sm:w-auto",
        TONES[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
      {sending ? "Sending..." : children}
    </button>
  );
}
