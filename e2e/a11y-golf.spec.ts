import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, SCREENS } from "./support/axe";

/** axe on every golf page at phone and desktop width, with the dashboard's charts drawn and the add forms open. */

const ready = async (page: Page, path: string, list: string) => {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: list })).toBeVisible();
};

for (const [, viewport] of SCREENS) {
  test.describe(`golf pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("dashboard, every tab, charts included", async ({ page }) => {
      await page.goto("/golf-dashboard");
      await expect(page.locator(".recharts-wrapper")).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      for (const tab of ["Brand Analysis", "Price Comparison", "Customer Insights", "Opportunities"]) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
        if (tab === "Price Comparison") await expect(page.locator(".recharts-wrapper")).toHaveCount(2);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test("products", async ({ page }) => {
      await ready(page, "/golf-products", "Products");
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("combobox", { name: "Price range (AUD)" }).selectOption("over-500");
      await page.getByRole("combobox", { name: "Category" }).selectOption("apparel");
      await page.getByRole("searchbox", { name: "Search products" }).fill("zzz");
      await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    const forms = [
      { path: "/golf-suppliers", list: "Suppliers", noun: "Supplier", error: "Company name is required" },
      { path: "/golf-competitors", list: "Competitors", noun: "Competitor", error: "Country is required" },
    ];
    for (const { path, list, noun, error } of forms) {
      test(`${list.toLowerCase()}, with the form open and showing errors`, async ({ page }) => {
        await ready(page, path, list);
        await expectNoSeriousA11yViolations(page);
        await page.getByRole("button", { name: `Add ${noun}` }).click();
        await page.getByRole("button", { name: `Save ${noun}` }).click();
        await expect(page.getByText(error)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }

    test("profit calculator, with live results", async ({ page }) => {
      await ready(page, "/golf-profit-calculator", "Profit analyses");
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "New Analysis" }).click();
      await page.getByRole("spinbutton", { name: /Suggested retail price/ }).fill("100");
      await page.getByRole("spinbutton", { name: /Cost of goods/ }).fill("80");
      await expect(page.getByText("Low margin - consider cost optimization").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
