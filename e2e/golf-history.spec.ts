import { expect, type Page, test } from "@playwright/test";
import { golfToday } from "../shared/golf/price-validation";
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { signInThroughApi } from "./support/staff";

/** A golf seller reads a product's prices over time, watches it, and is told when an import makes an import worth it. */

const daysAgo = (days: number) => golfToday(Date.now() - days * 86_400_000);

/** A product of the seeded catalogue with rates and a year of prices: a big gap 200 days ago, a small one now. */
async function productWithHistory(page: Page, fromEnd: number) {
  await signInThroughApi(page);
  const products = (await (await page.request.get("/api/golf/products")).json()) as { id: number; name: string }[];
  const product = products[products.length - fromEnd]!;
  // the seeded setting is dated today, so the history reaches today too (the setting then follows it)
  const rates = `date,usdPerAud,source\n${daysAgo(300)},0.65,RBA F11\n${daysAgo(40)},0.62,RBA F11\n${golfToday()},0.62,RBA F11\n`;
  expect((await page.request.post("/api/golf/import/fx-rates", { headers: { "content-type": "text/csv" }, data: rates })).status()).toBe(
    200,
  );
  const prices = [
    "productId,observedOn,market,retailer,price,currency,inStock",
    `${product.id},${daysAgo(200)},US,Golf Galaxy,400,USD,true`,
    `${product.id},${daysAgo(200)},AU,Drummond Golf,900,AUD,true`,
    `${product.id},${daysAgo(60)},AU,Drummond Golf,700,AUD,true`,
    `${product.id},${daysAgo(20)},AU,Drummond Golf,680,AUD,false`,
    // today's prices, recorded after the catalogue's own (the start-up's first observations): they stand
    `${product.id},${golfToday()},US,Golf Galaxy,400,USD,true`,
    `${product.id},${golfToday()},AU,Drummond Golf,680,AUD,true`,
  ].join("\n");
  expect((await page.request.post("/api/golf/import/prices", { headers: { "content-type": "text/csv" }, data: prices })).status()).toBe(
    200,
  );
  return product;
}

async function openHistory(page: Page, name: string) {
  await page.goto("/golf-products");
  await page.getByRole("button", { name: `Price history of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `${name}: price history` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test("the seller opens a product's history, switches ranges, reads the table, watches it and sees the alert an import raises", async ({
    page,
  }) => {
    const product = await productWithHistory(page, 1);
    const dialog = await openHistory(page, product.name);
    await expect(dialog.locator("svg.recharts-surface").first()).toBeVisible();
    const rows = dialog.getByRole("region", { name: "Price history table (scrolls)" }).locator("tbody tr");
    // a year: four days with prices, newest first; 200 days ago at 0.65 (US$400 = A$615.38, A$900 is 46.3% dearer);
    // 20 days ago at the rate of 40 days ago
    await expect(rows).toHaveCount(4);
    await expect(rows.last()).toContainText(daysAgo(200));
    await expect(rows.last()).toContainText("+46.3%");
    await expect(rows.nth(1)).toContainText(daysAgo(20));
    await expect(rows.nth(1)).toContainText(`0.62 (${daysAgo(40)})`);
    await dialog.getByRole("button", { name: "3 months" }).click();
    await expect(rows).toHaveCount(3);
    await dialog.getByRole("button", { name: "All" }).click();
    await expect(rows).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    // watch: gap above 30% (today 680 against US$400 at 0.62 = A$645.16: 5.4%, so not yet)
    await dialog.getByLabel("Alert me when").selectOption("gap-above");
    await dialog.getByLabel("Threshold").fill("30");
    await dialog.getByRole("button", { name: "Watch", exact: true }).click();
    await expect(dialog.getByText(/you'll see an alert on the dashboard/)).toBeVisible();
    await page.keyboard.press("Escape");

    // an import of today's Australian price makes it true
    const today = `productId,observedOn,market,retailer,price,currency,inStock\n${product.id},${golfToday()},AU,Drummond Golf,899,AUD,true\n`;
    expect((await page.request.post("/api/golf/import/prices", { headers: { "content-type": "text/csv" }, data: today })).status()).toBe(
      200,
    );
    await page.goto("/golf-dashboard");
    const alerts = page.getByRole("region", { name: "Alerts" });
    await expect(alerts).toContainText(`${product.name}: gap at today's rate 39.3% is above 30%`);
    await expectNoSeriousA11yViolations(page);
    await alerts.getByRole("button", { name: `Dismiss: ${product.name}: gap at today's rate 39.3% is above 30%` }).click();
    await expect(page.getByText(`${product.name}: gap at today's rate 39.3% is above 30%`)).toHaveCount(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("the history reads on a phone: chart, ranges and its table", async ({ page }) => {
    const product = await productWithHistory(page, 2);
    const dialog = await openHistory(page, product.name);
    await expect(dialog.locator("svg.recharts-surface").first()).toBeVisible();
    await dialog.getByRole("button", { name: "3 months" }).click();
    const rows = dialog.getByRole("region", { name: "Price history table (scrolls)" }).locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(golfToday());
    await expect(rows.nth(1)).toContainText(daysAgo(20));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
