import {
  EARLY_PRESS_ATTRIBUTE,
  HELD_SUBMIT_ATTRIBUTE,
  PAGE_MODULES_ELEMENT_ID,
  RUNS_AT_LOAD_ATTRIBUTE,
  STARTS_ON_TOUCH_ATTRIBUTE,
} from "@shared/page-start";

const EARLY_INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;
/**
 * What starts a page made of islands: a touch, key or focus; a mouse over the page (a desktop visitor about to point at
 * something: the Services menu opens on hover); a scroll (it brings the islands below into reach); a field changed by
 * other means (autofill).
 */
const TOUCHES = [...EARLY_INTERACTIONS, "pointerover", "scroll", "input", "change"] as const;

/** Calls `then` at the first of these events anywhere on the page (capture phase), or when the returned start is called. */
function onFirstOf(types: readonly string[], then: () => void): () => void {
  const start = () => {
    types.forEach((type) => removeEventListener(type, start, { capture: true }));
    then();
  };
  types.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
  return start;
}

/** Settles once the browser has painted the page's first content (or after 3 s if it never reports it). */
function firstContentPainted(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === "undefined") return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(resolve, 3000);
  });
}

/**
 * Settles once the page has loaded and its content is painted, or at the visitor's first touch, key or
 * focus if that comes first. A server-rendered page reads, links and calls without its code, so the
 * code waits until the content is on screen instead of competing with it for the network.
 */
export function whenPainted(): Promise<void> {
  return new Promise((resolve) => {
    const start = onFirstOf(EARLY_INTERACTIONS, resolve);
    const loaded = new Promise<void>((done) => {
      if (document.readyState === "complete") done();
      else addEventListener("load", () => done(), { once: true });
    });
    void Promise.all([loaded, firstContentPainted()]).then(() => setTimeout(start, 0));
  });
}

/**
 * Settles at the visitor's first touch, key, focus, scroll or pointer over the page: the code of a page made of
 * islands waits for it, so a visitor who only reads (or a crawler, or a slow phone still painting) runs none.
 */
export function whenTouched(): Promise<void> {
  return new Promise((resolve) => void onFirstOf(TOUCHES, resolve));
}

/**
 * Calls `then` at the visitor's first touch (as whenTouched) or as the page is hidden or left, whichever comes first:
 * for work every visit needs done that a visitor who only reads need not wait on while the page paints.
 */
export function atFirstTouchOrLeave(then: () => void): void {
  onFirstOf([...TOUCHES, "visibilitychange", "pagehide"], then);
}

/** Whether the server marked this page's code to start at the first touch (STARTS_ON_TOUCH_ATTRIBUTE). */
export const startsOnTouch = () => document.getElementById(PAGE_MODULES_ELEMENT_ID)?.hasAttribute(STARTS_ON_TOUCH_ATTRIBUTE) === true;

/** The module the server listed to run once the page has painted, touched or not (RUNS_AT_LOAD_ATTRIBUTE), if any. */
export function moduleAtLoad(): string | undefined {
  const href = document.getElementById(PAGE_MODULES_ELEMENT_ID)?.getAttribute(RUNS_AT_LOAD_ATTRIBUTE) ?? "";
  return href.startsWith("/") ? href : undefined;
}

/**
 * The modules the page runs, as the server lists them (module-preloads.ts): the app's entry (boot.tsx)
 * first, then every chunk it and the page import.
 */
export function readPageModules(): string[] {
  try {
    const files: unknown = JSON.parse(document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent ?? "[]");
    return Array.isArray(files) ? files.filter((href): href is string => typeof href === "string" && href.startsWith("/")) : [];
  } catch {
    return [];
  }
}

/** Starts downloading all of them at once, so none waits for the one that imports it. */
export function preloadModules(files: string[]): void {
  for (const href of files) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Until a form's code is live, its submit would go out as a plain GET to the page, the visitor's details
 * in the address. A submit that no code has handled by the time it reaches the window (a live form's
 * handler prevents the default before then) is held instead: the form is marked, and its own code sends
 * it once it has loaded. Public pages have no form meant to send natively.
 */
export function holdUnhandledSubmits(): void {
  addEventListener("submit", (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.target.setAttribute(HELD_SUBMIT_ATTRIBUTE, "");
  });
}

/**
 * A press on a button (the phone menu's toggle, say) before the page's code listens does nothing: a plain
 * button has no action of its own. The last one pressed is marked, for the app to press again as soon as it
 * listens (boot.tsx). Links and submit buttons are left alone: they work without code, or are held above.
 * Returns the clean-up, for once the app has taken over.
 */
export function rememberEarlyPresses(): () => void {
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button?.type !== "button") return;
    document.querySelectorAll(`[${EARLY_PRESS_ATTRIBUTE}]`).forEach((pressed) => pressed.removeAttribute(EARLY_PRESS_ATTRIBUTE));
    button.setAttribute(EARLY_PRESS_ATTRIBUTE, "");
  };
  addEventListener("click", remember, true);
  return () => removeEventListener("click", remember, true);
}
