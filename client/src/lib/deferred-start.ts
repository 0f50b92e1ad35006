import { PAGE_MODULES_ELEMENT_ID } from "@shared/page-start";

const EARLY_INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

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
    const start = () => {
      EARLY_INTERACTIONS.forEach((type) => removeEventListener(type, start, { capture: true }));
      resolve();
    };
    EARLY_INTERACTIONS.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
    const loaded = new Promise<void>((done) => {
      if (document.readyState === "complete") done();
      else addEventListener("load", () => done(), { once: true });
    });
    void Promise.all([loaded, firstContentPainted()]).then(() => setTimeout(start, 0));
  });
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
