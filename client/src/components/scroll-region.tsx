import type { ReactNode } from "react";

/**
 * A wide table's box that scrolls on a small screen; it can be reached and scrolled by keyboard, and says so in its
 * name ("... (scrolls sideways)").
 */
export function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div className={className} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
