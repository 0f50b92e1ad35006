import { useEffect } from "react";
import { HASH_SCROLL_DELAY_MS } from "@shared/constants";
import { focusWithoutScrolling, scrollToElement } from "./scroll-to-section";

/** How long a hash target is kept in place while content above it (reviews, the lazy form) settles. */
const SETTLE_MS = 2000;
const INTERRUPTIONS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function targetOfHash(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/**
 * Keeps the target below the header while late content above it changes height, until the visitor
 * takes over scrolling or the page has settled.
 */
function keepAligned(element: HTMLElement): () => void {
  if (typeof ResizeObserver === "undefined") return () => {};
  const observer = new ResizeObserver(() => scrollToElement(element));
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    INTERRUPTIONS.forEach((type) => window.removeEventListener(type, stop));
  };
  const timer = setTimeout(stop, SETTLE_MS);
  INTERRUPTIONS.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  observer.observe(document.body);
  return stop;
}

/**
 * The home page's arrival behaviour: when the address has a hash fragment, scroll smoothly to that
 * element, 64 px below the top, after 100 ms. Also on a later change of the hash while the page is open.
 */
export function useHashScroll(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopAligning = () => {};
    const schedule = () => {
      clearTimeout(timer);
      stopAligning();
      if (!window.location.hash) return;
      timer = setTimeout(() => {
        const target = targetOfHash();
        if (!target) return;
        scrollToElement(target);
        focusWithoutScrolling(target);
        stopAligning = keepAligned(target);
      }, HASH_SCROLL_DELAY_MS);
    };
    schedule();
    // wouter announces its own pushState navigations with an event of that name
    window.addEventListener("hashchange", schedule);
    window.addEventListener("pushState", schedule);
    return () => {
      clearTimeout(timer);
      stopAligning();
      window.removeEventListener("hashchange", schedule);
      window.removeEventListener("pushState", schedule);
    };
  }, []);
}
