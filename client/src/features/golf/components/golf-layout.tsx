import { clsx } from "clsx";
import { Flag } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { GOLF_NAV_LINKS } from "./golf-nav-links";
import { GolfPageHeader, type GolfPageHeaderProps } from "./golf-page-header";

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
const isCurrent = (href: string, location: string) => normalise(href) === normalise(location);

/** The frame of every golf page: the tool's top nav (current page marked), then the page's header and content. */
export function GolfLayout({ children, ...header }: GolfPageHeaderProps & { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:py-0">
          <div className="flex items-center gap-3 lg:h-16">
            <span className="flex h-9 w-9 items-center justify-center rounded-md bg-brand-700 text-white" aria-hidden="true">
              <Flag className="h-5 w-5" />
            </span>
            <div className="leading-tight">
              <p className="text-base font-semibold text-ink">Golf Market Research</p>
              <p className="text-xs text-ink-muted">US vs Australian golf equipment</p>
            </div>
          </div>
          <nav aria-label="Golf tool">
            <ul className="-mx-1 flex flex-wrap gap-x-0.5 gap-y-1 sm:gap-1 lg:h-16 lg:flex-nowrap lg:items-stretch">
              {GOLF_NAV_LINKS.map(({ href, label, icon: Icon }) => {
                const current = isCurrent(href, location);
                return (
                  <li key={href} className="flex">
                    <Link
                      href={href}
                      aria-current={current ? "page" : undefined}
                      className={clsx(
                        "flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium sm:px-2.5 sm:py-2 lg:rounded-none lg:border-b-2 lg:px-3",
                        current
                          ? "bg-brand-50 text-brand-800 lg:border-brand-700 lg:bg-transparent"
                          : "text-ink-muted hover:bg-slate-100 hover:text-ink lg:border-transparent lg:hover:bg-transparent lg:hover:border-slate-300",
                      )}
                    >
                      <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:py-8">
        <GolfPageHeader {...header} />
        {children}
      </main>
    </div>
  );
}
