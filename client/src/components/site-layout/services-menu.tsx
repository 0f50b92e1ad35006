import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { HOME_SECTION } from "./home-sections";
import { SERVICE_PAGES } from "./nav-links";
import { SectionLink } from "./section-link";

const MENU_ID = "services-menu";

interface ServicesMenuProps {
  current: boolean;
  linkClassName: string;
  currentClassName: string;
}

/**
 * Desktop "Services": the link scrolls to the services section; a menu with the service pages and
 * "All Services" opens on hover and on keyboard focus, and closes on Escape or when focus leaves it.
 */
export function ServicesMenu({ current, linkClassName, currentClassName }: ServicesMenuProps) {
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  // after Escape or a click, focus returning to the link must not reopen the menu
  const dismissed = useRef(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);

  const close = () => {
    dismissed.current = true;
    setOpen(false);
  };
  const onFocus = () => {
    if (!dismissed.current) setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    dismissed.current = false;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    close();
    triggerRef.current?.focus();
  };

  return (
    <li
      className="relative"
      onMouseEnter={() => {
        dismissed.current = false;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <SectionLink
        ref={triggerRef}
        section={HOME_SECTION.services}
        className={clsx(linkClassName, "gap-1", current && currentClassName)}
        aria-current={current && path === "/" ? "location" : undefined}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onNavigate={close}
      >
        Services
        <ChevronDown aria-hidden="true" className={clsx("h-4 w-4 transition-transform", open && "rotate-180")} />
      </SectionLink>
      <div id={MENU_ID} hidden={!open} className="absolute left-0 top-full z-10 pt-2">
        <ul className="w-72 overflow-hidden rounded-lg bg-white py-2 shadow-lg ring-1 ring-gray-200">
          {SERVICE_PAGES.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={close}
                aria-current={path === item.href ? "page" : undefined}
                className="block px-4 py-2.5 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
              >
                <span className="block font-semibold text-ink">{item.label}</span>
                <span className="block text-sm text-ink-muted">{item.description}</span>
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-gray-100 pt-1">
            <SectionLink
              section={HOME_SECTION.services}
              onNavigate={close}
              className="block px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              All Services
            </SectionLink>
          </li>
        </ul>
      </div>
    </li>
  );
}
