import type { ReactNode } from "react";

/**
 * The public site's frame: fixed header, main content, footer (spec section 2, Header and footer).
 * Every public page renders inside it.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1 pt-16">
        {children}
      </main>
    </div>
  );
}
