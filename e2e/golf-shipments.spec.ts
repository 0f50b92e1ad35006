import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, SCREENS } from "./support/axe";
import { E2E_STAFF } from "./support/staff";

/**
 * A golf seller plans a whole shipment (three lines of three origins), compares air and sea, saves it and downloads
 * it as CSV, on a laptop and on a phone. The rate is a day of its own in 2020 and the products' weights are set
 * first, so the figures are the hand-worked ones of shared/golf/shipment.test.ts whatever else the suite stored.
 */
const port = Number(process.env.E2E_PORT ?? 5100);
const LINES = [
  { name: "Qi10 Driver", origin: "China", units: "10", fob: "250", weightKg: 0.46, id: 0 },
  { name: "Anser 2D Putter", origin: "United States", units: "5", fob: "180", weightKg: 0.55, id: 0 },
  { name: "Pro V1 Golf Balls (dozen)", origin: "Japan", units: "24", fob: "38.5", weightKg: 0.62, id: 0 },
];
let api: APIRequestContext;
let signedIn: Awaited<ReturnType<APIRequestContext["storageState"]>>;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({
    baseURL: `http://localhost:${port}`,
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.93" },
  });
  expect((await api.post("/api/login", { data: E2E_STAFF })).status()).toBe(200);
  const rates = "date,usdPerAud,source\n2020-06-15,0.6512,RBA F11\n";
  expect((await api.post("/api/golf/import/fx-rates", { headers: { "content-type": "text/csv" }, data: rates })).status()).toBe(200);
  const products = (await (await api.get("/api/golf/products")).json()) as { id: number; name: string }[];
  for (const line of LINES) {
    const product = products.find((row) => row.name === line.name)!;
    line.id = product.id;
    expect((await api.patch(`/api/golf/products/${product.id}`, { data: { weightKg: line.weightKg } })).status()).toBe(200);
  }
  signedIn = await api.storageState();
});
test.afterAll(() => api?.dispose());

async function planCarton(page: Page, name: string) {
  await page.goto("/golf-shipments");
  const planner = page.getByRole("region", { name: "Plan a shipment" });
  await planner.getByLabel("Name").fill(name);
  await planner.getByLabel("Mode").selectOption("air");
  await planner.getByLabel("Export date").fill("2020-06-16");
  await planner.getByLabel(/^Freight and insurance/).fill("412");
  await planner.getByLabel("Currency").selectOption("USD");
  await planner.getByLabel(/^Customs broker fee/).fill("160");
  await planner.getByLabel("Share by").selectOption("weight");
  for (const [index, line] of LINES.entries()) {
    if (index > 0) await planner.getByRole("button", { name: "Add a line" }).click();
    const item = planner.getByRole("listitem").filter({ hasText: `Line ${index + 1}` });
    await item.getByLabel("Product").selectOption(String(line.id));
    await item.getByLabel("Origin").selectOption(line.origin);
    await item.getByLabel("Units").fill(line.units);
    await item.getByLabel(/^FOB price/).fill(line.fob);
  }
  await planner.getByRole("button", { name: "Calculate" }).click();
  return planner;
}

for (const [label, viewport] of SCREENS) {
  test.describe(`on a ${label}`, () => {
    test("plan a shipment, compare air and sea, save it, download it and print it", async ({ browser }) => {
      const page = await (await browser.newContext({ viewport, storageState: signedIn, acceptDownloads: true })).newPage();
      const name = `Carton ${viewport.width} ${Date.now().toString(36)}`;
      const planner = await planCarton(page, name);
      // worked by hand: customs 6,640.05, duty 70.95 (Japan's 5%), freight US$412 = A$632.68, 50 + 45 + 160 charges
      await expect(page.getByRole("heading", { name: "Landed by air: A$7,598.68" })).toBeVisible();
      await expect(page.getByText("At US$0.6512 per A$1 of 15/06/2020")).toBeVisible();
      const lines =
        viewport.width < 640
          ? page.getByRole("list", { name: "Lines of the shipment" })
          : page.getByRole("region", { name: "Lines of the shipment" });
      for (const amount of ["A$130.92", "A$78.27", "A$423.49", "A$170.68", "A$2,084.04"]) await expect(lines).toContainText(amount);
      await expect(page.getByText("A$734.37")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await planner.getByRole("button", { name: "Compare air and sea" }).click();
      await page.getByLabel(/^Air freight and insurance/).fill("412");
      await page.getByLabel(/^Sea freight and insurance/).fill("300");
      await page.getByRole("button", { name: "Compare", exact: true }).click();
      // by sea: US$300 = A$460.69, charges 50 + 66 + 160: 6,640.05 + 70.95 + 460.69 + 276 = 7,447.69
      const comparison = page.getByRole("region", { name: "Air against sea" });
      await expect(comparison.getByText("A$7,598.68")).toBeVisible();
      await expect(comparison.getByText("A$7,447.69")).toBeVisible();
      await expect(comparison.getByText("By sea lands A$150.99 cheaper.")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await planner.getByRole("button", { name: "Save shipment" }).click();
      await expect(page.getByText(`${name} is in the saved shipments.`).first()).toBeVisible();
      const saved = page.getByRole("list", { name: "Saved shipments" }).getByRole("listitem").filter({ hasText: name });
      await expect(saved).toContainText("Air, exported 16/06/2020, 3 lines");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        saved.getByRole("link", { name: `Download ${name} as CSV` }).click(),
      ]);
      const csv = await readFile((await download.path())!, "utf8");
      expect(csv).toContain(`${name},Total,,39,,6640.05,,70.95,632.68,,734.37,255.00,7598.68`);

      // the Owner's border charges table, open for editing
      await page.getByRole("button", { name: "Edit border charges" }).click();
      await expect(page.getByRole("form", { name: "Edit the border charges" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Cancel" }).click();

      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("navigation", { name: "Golf tool" })).toBeHidden();
      await expect(planner).toBeHidden();
      await expect(page.getByRole("heading", { name: "Landed by air: A$7,598.68" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
    });
  });
}

test("a visitor who is not signed in plans and compares but is not offered saving", async ({ page }) => {
  await page.goto("/golf-shipments");
  await expect(page.getByRole("heading", { name: "Plan a shipment" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Compare air and sea" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save shipment" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit border charges" })).toHaveCount(0);
});
