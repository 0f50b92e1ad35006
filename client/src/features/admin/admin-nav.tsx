import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { ROUTE_PATHS } from "@shared/route-paths";
import type { AccountRole } from "@shared/auth/roles";

const SECTIONS = [
  { href: ROUTE_PATHS.admin.path, label: "Leads & reviews", ownerOnly: false },
  { href: ROUTE_PATHS.adminVisits.path, label: "Site visits", ownerOnly: false },
  { href: ROUTE_PATHS.adminJobsSchedule.path, label: "Schedule", ownerOnly: false },
  { href: ROUTE_PATHS.adminProjects.path, label: "Projects", ownerOnly: false },
  { href: ROUTE_PATHS.adminSitePhotos.path, label: "Site photos", ownerOnly: false },
  { href: ROUTE_PATHS.adminInvoicePayments.path, label: "Payments", ownerOnly: false },
  { href: ROUTE_PATHS.adminReports.path, label: "Reports", ownerOnly: true },
  { href: ROUTE_PATHS.adminAccounts.path, label: "Accounts", ownerOnly: true },
  { href: ROUTE_PATHS.adminBusiness.path, label: "Business details", ownerOnly: true },
  { href: ROUTE_PATHS.adminEstimatePrices.path, label: "Estimate prices", ownerOnly: true },
  { href: ROUTE_PATHS.adminChecklists.path, label: "Checklists", ownerOnly: true },
  { href: ROUTE_PATHS.adminAudit.path, label: "Audit log", ownerOnly: true },
  { href: ROUTE_PATHS.adminAccount.path, label: "Your account", ownerOnly: false },
] as const;

/** A Crew account reaches only its own account here; its work is in the crew app. */
const CREW_SECTIONS = [
  { href: ROUTE_PATHS.crew.path, label: "Crew app", ownerOnly: false },
  { href: ROUTE_PATHS.adminAccount.path, label: "Your account", ownerOnly: false },
] as const;

const sectionsFor = (role: AccountRole | undefined) =>
  role === "crew" ? CREW_SECTIONS : SECTIONS.filter((section) => !section.ownerOnly || role === "owner");

/** The staff area's sections (an Owner's too, for an Owner); it scrolls sideways on a phone rather than wrapping. */
export function AdminNav({ role }: { role?: AccountRole }) {
  const [path] = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // on a phone the current section may sit past the right edge: bring it into view
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && list.current && typeof list.current.scrollTo === "function") {
      list.current.scrollTo({ left: current.offsetLeft - list.current.clientWidth / 2 + current.clientWidth / 2 });
    }
  }, [path]);
  return (
    <nav aria-label="Staff area" className="border-b border-gray-200 bg-white">
      <ul ref={list} className="mx-auto flex max-w-screen-2xl gap-1 overflow-x-auto px-2 sm:px-4 lg:px-6">
        {sectionsFor(role).map((section) => {
          const current = path === section.href;
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap lg:px-2",
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
