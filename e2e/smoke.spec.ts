import { expect, test } from "@playwright/test";
import { NOT_FOUND_META, ROUTES } from "../shared/routes";

test("the home page loads with its title", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(ROUTES.home.title);
  await expect(page.locator("#root")).not.toBeEmpty();
});

test("an unknown path shows Page Not Found with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(NOT_FOUND_META.title);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});
