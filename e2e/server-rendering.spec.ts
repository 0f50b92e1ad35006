import { expect, type Page, test } from "@playwright/test";
import { defaultBusinessProfile } from "../shared/business-profile";
import { isHydrated } from "./support/hold-back";
import { madeOfIslands, untilHydrated } from "./support/islands";

/** Every page the server renders in full, with its h1. */
const PUBLIC_PAGES = [
  { path: "/", h1: "Brisbane Retaining Walls & Fencing, Built to Last" },
  { path: "/gallery", h1: "Project Gallery" },
  { path: "/retaining-walls", h1: "Retaining Wall Projects" },
  { path: "/fencing-projects", h1: "Fencing Projects" },
  { path: "/faq", h1: "Frequently Asked Questions" },
  { path: "/share-experience", h1: "Share Your Experience" },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/estimate", h1: "Instant Estimate" },
  { path: "/GA-Enquiry", h1: "Free On-Site Quote for Retaining Walls & Fencing" },
  { path: "/thank-you", h1: "Thank You!" },
] as const;

const callLink = (page: Page) => page.locator(`a[href="tel:${defaultBusinessProfile.phone.e164}"]`).first();

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path} reads fully and can be called`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(callLink(page)).toBeVisible();
      const hasForm = path === "/" || path === "/GA-Enquiry" || path === "/share-experience";
      await expect(page.locator("p").filter({ hasText: "Sending this form needs JavaScript" })).toHaveCount(hasForm ? 1 : 0);
    });
  }

  test("links work and unknown paths show Page Not Found", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test.describe("with JavaScript on", () => {
  for (const { path, h1 } of [...PUBLIC_PAGES, { path: "/no-such-page", h1: "Page Not Found" }]) {
    test(`${path} hydrates without a warning`, async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        // The 404 page's own status is reported as a failed load; that is the point of the page.
        const ownStatus = path === "/no-such-page" && message.location().url.endsWith(path);
        if ((message.type() === "error" || message.type() === "warning") && !ownStatus) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      if (madeOfIslands(path)) {
        // a page made of islands hydrates its header alone, at the first touch; the rest stays the server's HTML
        await untilHydrated(page, path);
        expect(await isHydrated(page.locator("h1"))).toBe(false);
      }
      // React marks the elements it has hydrated; a page whose script never ran would pass the rest.
      else await expect.poll(() => isHydrated(page.locator("h1"))).toBe(true);
      // Scrolling brings the islands below (the quote forms) near: they hydrate too.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    });
  }
});
