import { expect, test } from "./support/test";
import { PHONE_VIEWPORT } from "./support/axe";
import { ROUTES } from "../shared/routes";

const contentPages = [
  { route: ROUTES.gallery, h1: "Project Gallery" },
  { route: ROUTES.retainingWalls, h1: "Retaining Wall Projects" },
  { route: ROUTES.fencing, h1: "Fencing Projects" },
  { route: ROUTES.privacyPolicy, h1: "Privacy Policy" },
];

for (const { route, h1 } of contentPages) {
  test(`${route.path} loads with its own title and heading`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  });
}
// axe scans of these pages at phone and desktop width: a11y-public.spec.ts (every public route, once hydrated)

test("every image on the content pages loads", async ({ page, request }) => {
  for (const { route } of contentPages) {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The picture chosen for this screen (a hero shown only on wide screens is an empty pixel on phones).
    const sources = await page
      .locator("main img")
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image.getAttribute("src") ?? "")));
    for (const src of new Set(sources.filter((src) => !src.startsWith("data:")))) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toContain("image/svg+xml");
    }
  }
});

test("the retaining walls page offers a call and a quote without scrolling on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(ROUTES.retainingWalls.path);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb).toContainText("Retaining Wall Projects");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+61\d+$/);
  await expect(hero.getByRole("link", { name: /^Call / })).toBeInViewport();
  await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/#quote-form");
  await expect(hero.getByRole("link", { name: "Get Free Quote" })).toBeInViewport();
});

test("the Colorbond colour chart downloads", async ({ page, request }) => {
  await page.goto(ROUTES.fencing.path);
  const link = page.getByRole("link", { name: "Download Colour Chart" });
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  const response = await request.get(href as string);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect((await response.body()).byteLength).toBeGreaterThan(1000);

  const downloadPromise = page.waitForEvent("download");
  await link.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("colorbond-fence-colour-chart.svg");
  expect(await download.failure()).toBeNull();
});

test("the fence slideshows jump to a photo from its dot and stand still for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(ROUTES.fencing.path);
  const timber = page.getByRole("group", { name: "Timber fence photos" });
  const shown = timber.locator("img:not([aria-hidden])");
  const first = await shown.getAttribute("alt");
  // longer than a slide shows, in one jump of the page's clock: a slideshow that moved for reduced motion would have
  await page.clock.runFor(3500);
  await expect(shown).toHaveAttribute("alt", first as string);

  const third = timber.getByRole("button", { name: "Show image 3 of 4" });
  await third.click();
  await expect(third).toHaveAttribute("aria-current", "true");
  await expect(shown).not.toHaveAttribute("alt", first as string);
  await expect(timber.getByRole("button", { name: "Play Timber fence photos" })).toBeVisible();
});

test("the gallery's call to action goes to the quote form on the home page", async ({ page }) => {
  await page.goto(ROUTES.gallery.path);
  await expect(page.getByRole("article")).toHaveCount(9);
  const cta = page.getByRole("region", { name: "Like what you see?" }).getByRole("link", { name: "Get Your Free Quote" });
  await expect(cta).toHaveAttribute("href", "/#quote-form");
  await cta.click();
  await expect(page).toHaveURL(/\/#quote-form$/);
  await expect(page.locator("#quote-form")).toBeInViewport();
});
