import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { prefersReducedMotion } from "./scroll-to-section";
import { SectionLink } from "./section-link";

export type NavTarget = { page: string } | { section: string };

interface NavItemLinkProps {
  target: NavTarget;
  current: boolean;
  className: string;
  currentClassName: string;
  onNavigate?: () => void;
  children: ReactNode;
}

/**
 * One header entry: a page link or a home-section link, marked aria-current when it is where the
 * visitor is ("location" for a section of the home page, "page" for a page).
 */
export function NavItemLink({ target, current, className, currentClassName, onNavigate, children }: NavItemLinkProps) {
  const [path] = useLocation();
  const classes = clsx(className, current && currentClassName);
  if ("section" in target) {
    return (
      <SectionLink section={target.section} className={classes} aria-current={current ? "location" : undefined} onNavigate={onNavigate}>
        {children}
      </SectionLink>
    );
  }
  const toTopOfHome = target.page === "/" && path === "/";
  return (
    <Link
      href={target.page}
      className={classes}
      aria-current={current ? (toTopOfHome ? "location" : "page") : undefined}
      onClick={(event) => {
        onNavigate?.();
        if (!toTopOfHome) return;
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      }}
    >
      {children}
    </Link>
  );
}
