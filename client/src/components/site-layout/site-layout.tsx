import type { MouseEvent, ReactNode } from "react";
import { Island } from "@/components/island";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const MAIN_ID = "main";

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * The public site's frame: fixed header, main content, footer (spec section 2, Header and footer).
 * Every public page renders inside it.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <Island name="site-header">
        <SiteHeader />
      </Island>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
