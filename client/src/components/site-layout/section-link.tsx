import type { ComponentPropsWithRef, MouseEvent } from "react";
import { useLocation } from "wouter";
import { scrollToSection } from "./scroll-to-section";

interface SectionLinkProps extends Omit<ComponentPropsWithRef<"a">, "href"> {
  /** id of a section of the home page */
  section: string;
  /** called after a plain click, e.g. to close a menu */
  onNavigate?: () => void;
}

const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to a section of the home page. On the home page it scrolls there (64 px below the top, smooth
 * unless reduced motion is asked for); elsewhere it opens /#section, where the home page scrolls on arrival.
 */
export function SectionLink({ section, onNavigate, onClick, children, ...rest }: SectionLinkProps) {
  const [path, navigate] = useLocation();
  const href = `/#${section}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    if (path !== "/" || !scrollToSection(section)) navigate(href);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
