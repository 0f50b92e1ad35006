import { clsx } from "clsx";
import { Link, useLocation } from "wouter";
import { ROUTE_PATHS } from "@shared/route-paths";

const SECTIONS = [
  { href: ROUTE_PATHS.admin.path, label: "Leads & reviews" },
  { href: ROUTE_PATHS.adminProjects.path, label: "Projects" },
  { href: ROUTE_PATHS.adminSitePhotos.path, label: "Site photos" },
] as const;

/** The staff area's sections; it scrolls sideways on a phone rather than wrapping. */
export function AdminNav() {
  const [path] = useLocation();
  return (
    <nav aria-label="Staff area" className="border-b border-gray-200 bg-white">
      <ul className="mx-auto flex max-w-screen-2xl gap-1 overflow-x-auto px-2 sm:px-4 lg:px-6">
        {SECTIONS.map((section) => {
          const current = path === section.href;
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap",
                  current ? "border-brand-700 text-brand-800" : "border-transparent text-ink-muted hover:border-gray-300 hover:text-ink",
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
