import { HEADER_SCROLL_OFFSET_PX } from "@shared/constants";

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls so the element sits just below the fixed header; smooth unless the visitor asked for less motion. */
export function scrollToElement(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/** Moves keyboard and screen-reader focus to the section without a second jump. */
export function focusWithoutScrolling(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

/** Scrolls to the element with this id and focuses it; false when the page has no such element. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  scrollToElement(element);
  focusWithoutScrolling(element);
  return true;
}
