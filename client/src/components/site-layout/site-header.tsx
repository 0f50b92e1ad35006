import { Menu, Phone, X } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from "react";
import { useBusiness } from "@/lib/client-config";
import { HOME_SECTION } from "./home-sections";
import { Logo } from "./logo";
import { NavItemLink } from "./nav-item-link";
import { ServicesMenu } from "./services-menu";
import { useHeaderNavState } from "./use-header-nav-state";

const MOBILE_MENU_ID = "mobile-menu";
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);
const linkClass =
  "relative inline-flex h-16 items-center px-3 text-[0.95rem] font-semibold text-ink hover:text-brand-700 after:absolute after:inset-x-3 after:bottom-3 after:h-0.5 after:rounded-full after:bg-transparent";
const currentClass = "text-brand-700 after:bg-accent-500";
const headerLink = { className: linkClass, currentClassName: currentClass };

/** Fixed top bar: logo, desktop links, phone and Contact Us; on smaller screens a call button and a menu toggle. */
export function SiteHeader() {
  const business = useBusiness();
  const nav = useHeaderNavState();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(nav.path);
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (menuPath !== nav.path) {
    setMenuPath(nav.path);
    setMenuOpen(false);
  }
  const closeMenu = () => setMenuOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen) return;
    closeMenu();
    toggleRef.current?.focus();
  };

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-gray-200 bg-white/95 shadow-sm backdrop-blur" onKeyDown={onKeyDown}>
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-3 px-4 sm:px-6">
        <Logo onNavigate={closeMenu} />
        <nav aria-label="Main" className="hidden items-center gap-4 lg:flex">
          <ul className="flex items-center">
            <li>
              <NavItemLink target={{ page: "/" }} current={nav.home} {...headerLink}>
                Home
              </NavItemLink>
            </li>
            <ServicesMenu current={nav.services} linkClassName={linkClass} currentClassName={currentClass} />
            <li>
              <NavItemLink target={{ section: HOME_SECTION.about }} current={nav.about} {...headerLink}>
                About
              </NavItemLink>
            </li>
            <li>
              <NavItemLink target={{ page: "/faq" }} current={nav.faq} {...headerLink}>
                FAQ
              </NavItemLink>
            </li>
            <li>
              <NavItemLink target={{ page: "/estimate" }} current={nav.estimate} {...headerLink}>
                Estimate
              </NavItemLink>
            </li>
          </ul>
          <a
            href={`tel:${business.phone.e164}`}
            className="inline-flex items-center gap-2 whitespace-nowrap font-semibold text-brand-800 hover:text-brand-600"
          >
            <Phone aria-hidden="true" className="h-4 w-4" />
            {business.phone.display}
          </a>
          <NavItemLink
            target={{ section: HOME_SECTION.contact }}
            current={nav.contact}
            className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md bg-accent-400 px-5 font-semibold text-ink shadow-sm hover:bg-accent-500"
            currentClassName="ring-2 ring-brand-700 ring-offset-2"
          >
            Contact Us
          </NavItemLink>
        </nav>
        <div className="flex shrink-0 items-center gap-2 lg:hidden">
          <a
            href={`tel:${business.phone.e164}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md bg-accent-400 px-3 font-semibold text-ink shadow-sm hover:bg-accent-500"
          >
            <Phone aria-hidden="true" className="h-5 w-5" />
            <span>Call</span>
            <span className="sr-only"> {business.phone.display}</span>
          </a>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            onPointerEnter={loadMobileMenu}
            onTouchStart={loadMobileMenu}
            onFocus={loadMobileMenu}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink ring-1 ring-gray-300 hover:bg-gray-100"
          >
            {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white shadow-lg lg:hidden"
      >
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenu nav={nav} onNavigate={closeMenu} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
