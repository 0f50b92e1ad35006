import { expect, type Page } from "@playwright/test";
import { isMadeOfIslands } from "../../shared/page-islands";
import { findRouteKey } from "../../shared/route-paths";
import { isHydrated } from "./hold-back";

/** Whether the path's page is made of islands (shared/page-islands.ts): static HTML but for the parts one can touch. */
export const madeOfIslands = (path: string): boolean => isMadeOfIslands(findRouteKey(new URL(path, "http://site").pathname));

/** The ad pages' own code, which runs at load without React (the Ads tag, the conversion): client/src/ad-page.ts. */
export const AD_PAGE_CODE = /^\/assets\/(ad-page|page-facts|google-ads|conversion-storage)-[\w-]+\.js$/;

/** A key that does nothing on the page: the visitor's first touch, which starts a page of islands' code. */
export const touchThePage = (page: Page) => page.keyboard.press("Shift");

/**
 * Waits until React has the page: the whole page (its h1) for a page hydrated whole; for a page made of islands, the
 * islands within reach, after a first touch.
 */
export async function untilHydrated(page: Page, path: string): Promise<void> {
  if (!madeOfIslands(path)) {
    await expect.poll(() => isHydrated(page.getByRole("heading", { level: 1 }))).toBe(true);
    return;
  }
  await touchThePage(page);
  await expect(page.locator("html[data-islands-live]")).toHaveCount(1);
}
