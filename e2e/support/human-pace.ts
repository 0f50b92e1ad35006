import type { Page } from "@playwright/test";
import { MIN_FILL_TIME_MS } from "../../shared/spam-signals";

/**
 * A person needs more than the spam rule's minimum fill time to complete a form; Playwright types at machine
 * speed. Journeys that play a real visitor move the page's clock on this far after the form is shown, so they are
 * not flagged. The page's clock must be faked (the `test` of ./test.ts does it for its `page`).
 */
export const takeAPersonsTime = (page: Page) => page.clock.fastForward(MIN_FILL_TIME_MS + 200);
