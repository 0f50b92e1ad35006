import type { ReactNode } from "react";
import { clsx } from "clsx";

/** A table that may scroll sideways on a phone: a named region a keyboard can reach and scroll. */
export function ScrollTable({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={clsx("overflow-x-auto focus-visible:outline-offset-2", className)}>
      {children}
    </div>
  );
}
