import { expect, type Page, test } from "@playwright/test";
import { ROUTE_PATHS } from "../shared/route-paths";
import { APP_SHELL, holdBack, isHydrated } from "./support/hold-back";
import { AD_PAGE_CODE, madeOfIslands, touchThePage } from "./support/islands";

/** The public pages made of islands (shared/page-islands.ts): static HTML but for the parts a visitor can touch. */
const ISLAND_PATHS = Object.values(ROUTE_PATHS)
  .map((route) => route.path)
  .filter(madeOfIslands);

/** Every script the page fetches from the server (its inline entry aside). */
function fetchedScripts(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

test("some public pages are made of islands", () => {
  expect(ISLAND_PATHS).toEqual(expect.arrayContaining(["/faq", "/privacy-policy", "/retaining-walls"]));
});

for (const path of ISLAND_PATHS) {
  test(`${path} loads no code until touched, then its islands' alone`, async ({ page }) => {
    const fetched = fetchedScripts(page);
    await page.goto(path, { waitUntil: "networkidle" });
    const islands = page.locator("[data-island]");
    // /thank-you's own code (the conversion) runs at load, without React; /GA-Enquiry's would load Google's tag, but this
    // server has no Ads id, so it lists none (google-ads-tag.spec.ts has one)
    expect(
      fetched.filter((file) => !(path === ROUTE_PATHS.thankYou.path && AD_PAGE_CODE.test(file))),
      "code before the first touch",
    ).toEqual([]);

    await touchThePage(page);
    await expect.poll(() => fetched.some((file) => /^\/assets\/islands-[\w-]+\.js$/.test(file))).toBe(true);
    await expect(page.locator("html[data-islands-live]")).toHaveCount(1);
    const header = page.locator('[data-island="site-header"] > header');
    if (await header.count()) expect(await isHydrated(header)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(
      fetched.filter((file) => /-page-[\w-]+\.js$/.test(file) && !/ad-page/.test(file)),
      "the page's own module",
    ).toEqual([]);
    expect(await isHydrated(page.locator("h1"))).toBe(false);
    expect(await islands.count()).toBe(await page.locator("[data-island-prefix]").count());
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu pressed before the header's code arrives opens once it has, and its links open their page", async ({ page }) => {
    const release = await holdBack(page, APP_SHELL);
    await page.goto("/faq");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const mobileMenu = page.locator("#mobile-menu");
    await expect(mobileMenu.getByRole("link", { name: "Estimate" })).toBeVisible();

    // no router draws the next page on a static one: the link loads it from the server
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await mobileMenu.getByRole("link", { name: "Estimate" }).click();
    await expect(page).toHaveURL(/\/estimate$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instant Estimate");
    expect(await page.evaluate(() => "samePage" in window)).toBe(false);
  });
});

/** Holds back an island's own code (its chunk, named after its module) until release(). */
const holdIsland = (page: Page, module: string) => holdBack(page, new RegExp(`/assets/${module}-[\\w-]+\\.js$`));

// what is typed in the quote form before its code arrives: home.spec.ts; a photo picked then: photos.spec.ts;
// the ad form sent before its code arrives: lead-screening.spec.ts
test("the home page loads the quote form's code only as the form comes near, and the form is live after", async ({ page }) => {
  const fetched = fetchedScripts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await touchThePage(page);
  await expect(page.locator("html[data-islands-live]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(
    fetched.filter((file) => /quote-form/.test(file)),
    "the form's code before the form came near",
  ).toEqual([]);

  const form = page.getByRole("form", { name: "Free quote request" });
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(form)).toBe(true);
  expect(fetched.some((file) => /\/quote-form-live-[\w-]+\.js$/.test(file))).toBe(true);
});

test("the review form keeps what was typed and picked before its code arrived", async ({ page }) => {
  const release = await holdIsland(page, "review-form-live");
  await page.goto("/share-experience", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Your name").fill("Robin Early");
  await page.getByLabel("Your location").fill("Logan");
  await page.getByRole("radio", { name: "5 stars" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await page.getByRole("textbox", { name: "Your review" }).fill("Typed before the form was live.");
  release();
  const form = page.locator("form").filter({ has: page.getByLabel("Your name") });
  await expect.poll(() => isHydrated(form)).toBe(true);
  await page.route("**/api/reviews", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: '{"message":"held"}' }) : route.continue(),
  );
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/reviews") && request.method() === "POST");
  await page.getByRole("button", { name: "Submit Review" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: "Robin Early",
    location: "Logan",
    rating: 4,
    reviewText: "Typed before the form was live.",
  });
});

test("the estimate keeps the answers picked before its code arrived, then prices them as the homeowner goes on", async ({ page }) => {
  const release = await holdIsland(page, "estimate-tool-live");
  await page.goto("/estimate", { waitUntil: "domcontentloaded" });
  await page.getByRole("radio", { name: "Composite sleeper" }).check();
  await page.getByRole("textbox", { name: "Length (metres)" }).fill("14.5");
  await page.getByRole("textbox", { name: "Height (metres)" }).fill("1.1");
  release();
  const tool = page.locator('[data-island="estimate-tool"]');
  await expect.poll(() => isHydrated(tool.locator("form").first())).toBe(true);
  await page.getByRole("radio", { name: "A garden or lawn" }).check();
  await page.getByRole("group", { name: "Remove an old wall?" }).getByRole("radio", { name: "Yes" }).check();
  await expect(page.getByRole("radio", { name: "Composite sleeper" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Length (metres)" })).toHaveValue("14.5");
  await expect(page.getByText(/^About \$/).first()).toBeVisible();
});

test("a project pressed before the gallery's code arrived opens in the viewer once it has", async ({ page }) => {
  const release = await holdIsland(page, "gallery-grid");
  await page.goto("/gallery", { waitUntil: "domcontentloaded" });
  const project = page.getByRole("button", { name: /^View the/ }).first();
  await project.click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the fencing page's slideshows wait, without code, until the visitor comes near them", async ({ page }) => {
  const fetched = fetchedScripts(page);
  await page.goto("/fencing-projects", { waitUntil: "networkidle" });
  expect(fetched).toEqual([]);
  const colorbond = page.getByRole("group", { name: "Colorbond fence photos" });
  await colorbond.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(colorbond)).toBe(true);
  await colorbond.getByRole("button", { name: /Pause/ }).click();
  await expect(colorbond.getByRole("button", { name: /Play/ })).toBeVisible();
});
