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

    test("suppliers, with the form open and showing errors", async ({ page }) => {
      await ready(page, "/golf-suppliers", "Suppliers");
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Add Supplier" }).click();
      await page.getByRole("button", { name: "Save Supplier" }).click();
      await expect(page.getByText("Company name is required")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("competitors, with the form open", async ({ page }) => {
      await ready(page, "/golf-competitors", "Competitors");
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Add Competitor" }).click();
      await page.getByRole("button", { name: "Save Competitor" }).click();
      await expect(page.getByText("Country is required")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

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
