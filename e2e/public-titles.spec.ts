import { expect, test } from "@playwright/test";
import { NOT_FOUND_META, ROUTES } from "../shared/routes";

const publicRoutes = Object.values(ROUTES).filter((r) => r.area === "public" || r.area === "ads");

test.describe("every public route has its own title in the browser", () => {
  for (const route of publicRoutes) {
    test(`${route.path}: "${route.title}"`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.description);
    });
  }

  test("the titles are all different", () => {
    expect(new Set(publicRoutes.map((r) => r.title)).size).toBe(publicRoutes.length);
  });

  test("an unknown path is titled Page Not Found", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page).toHaveTitle(NOT_FOUND_META.title);
  });

  test("the title follows client-side navigation", async ({ page }) => {
    await page.goto(ROUTES.thankYou.path);
    await page.getByRole("link", { name: "View FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page).toHaveTitle(ROUTES.faq.title);
  });
});
