/** The inert JSON element in which the server lists the page's code, for the browser to fetch once the page has painted. */
export const PAGE_MODULES_ELEMENT_ID = "page-modules";

/**
 * Marks a form whose submit came before the page's code could handle it: the form's own code sends it
 * once it is live (keepEarlyInput in client/src/lib/early-input.ts).
 */
export const HELD_SUBMIT_ATTRIBUTE = "data-held-submit";

/** Marks the button a visitor pressed before the page's code listened: the app presses it again once it does. */
export const EARLY_PRESS_ATTRIBUTE = "data-early-press";

/**
 * Set on the page's module list when the page is static but for its islands: its code starts at the visitor's first
 * touch, key or focus instead of once the page has painted, so a visitor who only reads loads none.
 */
export const STARTS_ON_TOUCH_ATTRIBUTE = "data-starts-on-touch";

/**
 * Set on the page's module list to the address of a module that runs once the page has painted, whether or not the
 * visitor touches it (the ad pages' tag and conversion, client/src/ad-page.ts).
 */
export const RUNS_AT_LOAD_ATTRIBUTE = "data-runs-at-load";

/** Set on <html> once the islands within reach of a page made of them are live (client/src/islands.tsx). */
export const ISLANDS_LIVE_ATTRIBUTE = "data-islands-live";
