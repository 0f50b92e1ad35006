import type { ReactNode } from "react";
import { Link } from "wouter";
import { CallLink } from "@/components/site-layout/call-link";
import { Logo } from "@/components/site-layout/logo";
import { useBusiness } from "@/lib/client-config";
import { ROUTE_PATHS } from "@shared/route-paths";

const COPYRIGHT_YEAR = 2024;

/** Logo and tap-to-call only: a visitor from an ad gets no menu to wander off through. */
function AdHeader() {
  const business = useBusiness();
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <CallLink
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:px-4 sm:text-base"
          iconClassName="h-4 w-4 sm:h-5 sm:w-5"
        >
          <span className="sm:hidden">
            Call now<span className="sr-only"> {business.phone.display}</span>
          </span>
          <span className="hidden sm:inline">Call {business.phone.display}</span>
        </CallLink>
      </div>
    </header>
  );
}

function AdFooter() {
  const business = useBusiness();
  return (
    <footer className="bg-brand-900 text-sm text-brand-100">
      <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-8 text-center sm:px-6">
        <p className="font-semibold text-white">{business.name}</p>
        <p>{business.qbccLicence}</p>
        <p>
          {business.serviceArea} · {business.hours}
        </p>
        <p>
          © {COPYRIGHT_YEAR} {business.name}. All rights reserved. ·{" "}
          <Link href={ROUTE_PATHS.privacyPolicy.path} className="underline underline-offset-4 hover:text-white">
            Privacy Policy
          </Link>
        </p>
      </div>
    </footer>
  );
}

/** The frame of /GA-Enquiry and /thank-you: minimal header, content, footer with the licence line. */
export function AdLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <AdHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <AdFooter />
    </div>
  );
}
