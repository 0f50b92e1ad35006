import type { Page } from "@playwright/test";
import { MIN_FILL_TIME_MS } from "../../shared/validation/spam-signals";

/**
 * A person needs more than the spam rule's minimum fill time to complete a form; Playwright types at machine
 * speed. Journeys that play a real visitor wait this long after the form is shown, so they are not flagged.
 */
export const takeAPersonsTime = (page: Page) => page.waitForTimeout(MIN_FILL_TIME_MS + 200);
