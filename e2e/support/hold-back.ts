import type { Locator, Page } from "@playwright/test";

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

/** Whether React has hydrated the element (it carries React's fiber): false while the page is only server HTML. */
export const isHydrated = (element: Locator) => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")));
