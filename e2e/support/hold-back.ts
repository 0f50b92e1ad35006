import type { Page } from "@playwright/test";

/** The app's shared chunk (React and the site frame): holding it back keeps a page as server HTML that nothing has hydrated. */
export const APP_SHELL = /\/assets\/shell-[\w-]+\.js$/;

/** Holds back every request for the matching scripts until the returned release() is called. */
export async function holdBack(page: Page, scripts: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
