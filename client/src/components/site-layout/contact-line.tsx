import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One of the business's contact details with its icon, in a list. */
export function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-accent-400">
        <Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <span>{children}</span>
    </li>
  );
}

/** A number to call, with what it is ("Mobile: ") said to screen readers before it. */
export function NumberLink({ kind, number, className }: { kind: string; number: { e164: string; display: string }; className: string }) {
  return (
    <a href={`tel:${number.e164}`} className={className}>
      <span className="sr-only">{kind}: </span>
      {number.display}
    </a>
  );
}
