/** The inert JSON element in which the server lists the page's code, for the browser to fetch once the page has painted. */
export const PAGE_MODULES_ELEMENT_ID = "page-modules";

/**
 * Marks a form whose submit came before the page's code could handle it: the form's own code sends it
 * once it is live (holdEarlySubmit in client/src/components/on-demand.ts).
 */
export const HELD_SUBMIT_ATTRIBUTE = "data-held-submit";

/** Marks the button a visitor pressed before the page's code listened: the app presses it again once it does. */
export const EARLY_PRESS_ATTRIBUTE = "data-early-press";
