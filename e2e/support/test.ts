import { test as base } from "@playwright/test";

/**
 * Playwright's test, with each page's clock faked from before its first page loads. Time still flows as it does,
 * but a journey can move it on at once (`takeAPersonsTime`) instead of waiting: nothing here sleeps.
 */
export const test = base.extend({
  page: async ({ page }, run) => {
    await page.clock.install();
    await run(page);
  },
});

export { expect } from "@playwright/test";
