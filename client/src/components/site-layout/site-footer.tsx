import { Phone } from "lucide-react";
import { Link } from "wouter";
import { useBusiness } from "@/lib/client-config";
import { ContactLine, NumberLink, ReachUsLines } from "./contact-line";
import { Logo } from "./logo";
import { FOOTER_SERVICE_GROUPS } from "./nav-links";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";

const COPYRIGHT_YEAR = 2024;
const headingClass = "text-sm font-semibold uppercase tracking-wider text-accent-400";
const linkClass = "inline-block py-0.5 text-brand-50 underline-offset-4 hover:text-white hover:underline";
const socialClass = "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20";

/** Footer: service lists, contact details, social links, licence line and legal links (spec section 2). */
export function SiteFooter() {
  const business = useBusiness();
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_0.9fr_1.3fr]">
        <div>
          <Logo tone="dark" />
          <p className="mt-4 text-sm leading-relaxed text-brand-100">
            Family-owned retaining wall and fencing specialists serving {business.serviceArea}.
          </p>
          <div className="mt-5 flex gap-3">
            <a href={business.social.facebook} className={socialClass} target="_blank" rel="noopener noreferrer">
              <FacebookIcon className="h-5 w-5" />
              <span className="sr-only">Facebook (opens in a new tab)</span>
            </a>
            <a href={business.social.instagram} className={socialClass} target="_blank" rel="noopener noreferrer">
              <InstagramIcon className="h-5 w-5" />
              <span className="sr-only">Instagram (opens in a new tab)</span>
            </a>
            <span className={`${socialClass} cursor-not-allowed opacity-50`} title="YouTube channel coming soon">
              <YoutubeIcon className="h-5 w-5" />
              <span className="sr-only">YouTube (coming soon)</span>
            </span>
          </div>
        </div>
        {FOOTER_SERVICE_GROUPS.map((group) => (
          <div key={group.heading}>
            <h2 className={headingClass}>{group.heading}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {group.items.map((item) => (
                <li key={item}>
                  <Link href={group.href} className={linkClass}>
                    {item}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className={headingClass}>Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <ContactLine icon={Phone}>
              <NumberLink kind="Phone" number={business.phone} className={linkClass} />
            </ContactLine>
            <ReachUsLines linkClass={linkClass} emailClass={`${linkClass} [overflow-wrap:anywhere]`} />
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6 text-sm text-brand-100 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="space-y-1">
            <p>
              © {COPYRIGHT_YEAR} {business.name}. All rights reserved.
            </p>
            <p>{business.qbccLicence}</p>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href="/privacy-policy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <span className="inline-block py-0.5 text-brand-200" title="Coming soon">
                Terms of Service
                <span className="sr-only"> (coming soon)</span>
              </span>
            </li>
            <li>
              <Link href="/login" className={linkClass}>
                Secure Login
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
