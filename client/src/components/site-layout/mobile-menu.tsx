import { clsx } from "clsx";
import { Phone } from "lucide-react";
import { useBusiness } from "@/lib/client-config";
import { HOME_SECTION } from "./home-sections";
import { NavItemLink, type NavTarget } from "./nav-item-link";
import type { ReactNode } from "react";
import type { HeaderNavState } from "./use-header-nav-state";
import { SERVICE_PAGES } from "./nav-links";

interface MobileMenuProps {
  nav: HeaderNavState;
  onNavigate: () => void;
}

const itemClass = "flex min-h-12 items-center rounded-md px-3 text-base font-semibold text-ink hover:bg-brand-50";
const currentClass = "bg-brand-50 text-brand-700";
const subItemClass = "flex min-h-11 items-center rounded-md pl-7 pr-3 text-[0.95rem] font-medium text-ink-muted hover:bg-brand-50";

interface MenuLinkProps {
  target: NavTarget;
  current: boolean;
  /** a service page under Services */
  sub?: boolean;
  onNavigate: () => void;
  children: ReactNode;
}

function MenuLink({ target, current, sub = false, onNavigate, children }: MenuLinkProps) {
  return (
    <NavItemLink
      target={target}
      current={current}
      className={sub ? subItemClass : itemClass}
      currentClassName={currentClass}
      onNavigate={onNavigate}
    >
      {children}
    </NavItemLink>
  );
}

/**
 * The phone and tablet menu: the header's entries stacked, closing after each choice. Its code loads
 * when the visitor reaches for the toggle (see site-header), so pages never carry it before then.
 */
export default function MobileMenu({ nav, onNavigate }: MobileMenuProps) {
  const business = useBusiness();
  return (
    <nav aria-label="Main" className="mx-auto max-w-content px-4 py-3">
      <ul className="space-y-1">
        <li>
          <MenuLink target={{ page: "/" }} current={nav.home} onNavigate={onNavigate}>
            Home
          </MenuLink>
        </li>
        <li>
          <MenuLink target={{ section: HOME_SECTION.services }} current={nav.servicesSection} onNavigate={onNavigate}>
            Services
          </MenuLink>
          <ul className="mt-1 space-y-1">
            {SERVICE_PAGES.map((item) => (
              <li key={item.href}>
                <MenuLink target={{ page: item.href }} current={nav.path === item.href} sub onNavigate={onNavigate}>
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <MenuLink target={{ section: HOME_SECTION.about }} current={nav.about} onNavigate={onNavigate}>
            About
          </MenuLink>
        </li>
        <li>
          <MenuLink target={{ page: "/faq" }} current={nav.faq} onNavigate={onNavigate}>
            FAQ
          </MenuLink>
        </li>
        <li>
          <MenuLink target={{ page: "/estimate" }} current={nav.estimate} onNavigate={onNavigate}>
            Instant Estimate
          </MenuLink>
        </li>
      </ul>
      <div className="mt-3 grid gap-2 border-t border-gray-200 pt-4 sm:grid-cols-2">
        <NavItemLink
          target={{ section: HOME_SECTION.contact }}
          current={nav.contact}
          className="flex min-h-12 items-center justify-center rounded-md bg-accent-400 px-5 font-semibold text-ink hover:bg-accent-500"
          currentClassName=""
          onNavigate={onNavigate}
        >
          Contact Us
        </NavItemLink>
        <a
          href={`tel:${business.phone.e164}`}
          onClick={onNavigate}
          className={clsx(
            "flex min-h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800",
          )}
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
          Call {business.phone.display}
        </a>
      </div>
    </nav>
  );
}
