import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, SCREENS } from "./support/axe";
import { signInThroughApi } from "./support/staff";

/** The landed-cost panel, staff edit and delete with undo (one record or several), CSV export and import. */

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

async function typeWorkedExample(page: Page) {
  const panel = page.getByRole("region", { name: "Landed cost" });
  await panel.getByLabel("FOB price (US$)").fill("250");
  await panel.getByLabel("Units").fill("20");
  await panel.getByLabel("Country of origin").selectOption("Japan");
  await expect(panel.getByLabel("Duty rate (%)")).toHaveValue("5");
  await panel.getByLabel("Freight and insurance (A$)").fill("450");
  await panel.getByLabel("Customs broker fee (A$)").fill("0");
  await panel.getByLabel("Import processing charge (A$)").fill("0");
  await panel.getByLabel("Shelf price incl. GST (A$)").fill("699");
  await panel.getByLabel("Exchange rate (US$ per A$1)").fill("0.65");
  return panel;
}

test("the worked example typed into the Landed cost panel gives its figures, and Use in new analysis fills the form", async ({ page }) => {
  await page.goto("/golf-profit-calculator");
  const panel = await typeWorkedExample(page);
  const results = panel.getByTestId("landed-cost-results");
  // each line is a <dt> (label, then a note) and its <dd> amount
  const figures = () =>
    results
      .locator("dt")
      .evaluateAll((dts) => Object.fromEntries(dts.map((dt) => [dt.firstChild?.textContent, dt.nextElementSibling?.textContent])));
  await expect.poll(figures).toEqual({
    "Customs value": "A$7,692.31",
    Duty: "A$384.62",
    "Value of the taxable importation": "A$8,526.93",
    "Import GST (10%)": "A$852.69",
    "Landed cost per unit": "A$426.35",
    "Net shelf price": "A$635.45",
    "Margin per unit": "A$209.10 (32.91%)",
  });
  const line = (label: string) =>
    results.locator("dt", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) }).locator("xpath=following-sibling::dd[1]");

  await panel.getByLabel("Country of origin").selectOption("United States");
  await expect(panel.getByLabel("Duty rate (%)")).toHaveValue("0");
  await expect(panel.getByText(/0% under AUSFTA/)).toBeVisible();
  await expect(line("Duty")).toHaveText("A$0.00");

  // 4 units at US$162.50 = US$650 = A$1,000.00 at 0.65: the low-value rules apply
  await panel.getByLabel("FOB price (US$)").fill("162.5");
  await panel.getByLabel("Units").fill("4");
  await expect(panel.getByTestId("low-value-note")).toContainText("low-value rules apply");
  await expect(line("Import GST (10%)")).toHaveText("A$0.00");

  await typeWorkedExample(page);
  await panel.getByRole("button", { name: "Use in new analysis" }).click();
  const form = page.getByRole("region", { name: "New Analysis" });
  await expect(form.getByLabel(/Cost of goods/)).toHaveValue("426.35");
});

test("staff edit a supplier from its card", async ({ page }) => {
  const company = unique("Fairway Trading");
  const created = await page.request.post("/api/golf/suppliers", { data: { companyName: company, country: "Japan", rating: 3 } });
  expect(created.status()).toBe(201);

  await page.goto("/golf-suppliers");
  const card = page.getByRole("article", { name: company });
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: `Edit ${company}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
  await expect(page.getByText("Import CSV")).toHaveCount(0);

  await signInThroughApi(page);
  await page.reload();
  await page.getByRole("button", { name: `Edit ${company}` }).click();
  const form = page.getByRole("region", { name: `Edit supplier: ${company}` });
  await expect(form.getByRole("textbox", { name: /Country/ })).toHaveValue("Japan");
  await form.getByRole("textbox", { name: /Country/ }).fill("Taiwan");
  await form.getByLabel("Rating (1 to 5)").fill("5");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Supplier updated", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name: company })).toContainText("Taiwan");
  await expect(page.getByRole("article", { name: company }).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
});

test("staff edit a profit analysis from its card, and its margins are recalculated", async ({ page }) => {
  const notes = unique("Edit me");
  const created = await page.request.post("/api/golf/profit-analysis", {
    data: {
      productCategory: "Golf Bags",
      averageUSPrice: 150,
      averageAUPrice: 260,
      suggestedRetailPrice: 200,
      costOfGoods: 100,
      shippingCost: 10,
      marketingCost: 10,
      notes,
    },
  });
  expect(created.status()).toBe(201);

  await signInThroughApi(page);
  await page.goto("/golf-profit-calculator");
  const item = page.getByRole("listitem").filter({ hasText: notes });
  await expect(item.getByRole("article")).toContainText("40.00%"); // net: (200 - 100 - 10 - 10) / 200
  await item.getByRole("button", { name: "Edit Golf Bags analysis" }).click();
  const form = page.getByRole("region", { name: "Edit analysis: Golf Bags" });
  await expect(form.getByLabel(/Cost of goods/)).toHaveValue("100");
  await form.getByLabel(/Cost of goods/).fill("140");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profit analysis updated", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: notes }).getByRole("article")).toContainText("20.00%"); // net: (200 - 140 - 20) / 200
});

test("staff delete a competitor after confirming, can undo, and the delete lands once the undo window passes", async ({ page }) => {
  const company = unique("Bogey Retail");
  await page.request.post("/api/golf/competitors", { data: { companyName: company, country: "Australia" } });
  await signInThroughApi(page);
  await page.goto("/golf-competitors");
  const card = page.getByRole("article", { name: company });

  page.once("dialog", (dialog) => void dialog.dismiss());
  await card.getByRole("button", { name: `Delete ${company}` }).click();
  await expect(card).toBeVisible();

  page.once("dialog", (dialog) => void dialog.accept());
  await card.getByRole("button", { name: `Delete ${company}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${company} deleted.` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toBeFocused();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("article", { name: company })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name: company })).toBeVisible();

  page.once("dialog", (dialog) => void dialog.accept());
  const deleted = page.waitForResponse((res) => res.request().method() === "DELETE" && res.url().includes("/api/golf/competitors/"));
  await page
    .getByRole("article", { name: company })
    .getByRole("button", { name: `Delete ${company}` })
    .click();
  expect((await deleted).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole("list", { name: "Competitors" })).toBeVisible();
  await expect(page.getByRole("article", { name: company })).toHaveCount(0);
});

test("staff select several competitors and delete them in one request, and the links visitors entered are nofollow ugc", async ({
  page,
}) => {
  const names = [unique("Bulk Rival A"), unique("Bulk Rival B")];
  for (const companyName of names) {
    await page.request.post("/api/golf/competitors", { data: { companyName, country: "Australia", website: "https://rival.example.com" } });
  }
  await page.goto("/golf-competitors");
  const link = page.getByRole("article", { name: names[0] }).getByRole("link", { name: /rival\.example\.com/ });
  expect((await link.getAttribute("rel"))?.split(" ")).toEqual(expect.arrayContaining(["nofollow", "ugc", "noopener"]));

  await signInThroughApi(page);
  await page.reload();
  await page.getByRole("button", { name: "Select several" }).click();
  for (const name of names)
    await page
      .getByRole("article", { name })
      .getByRole("checkbox", { name: `Select ${name}` })
      .check();
  await expect(page.getByRole("toolbar", { name: "Manage competitors" })).toContainText("2 selected");
  page.once("dialog", (dialog) => void dialog.accept());
  const deleted = page.waitForResponse(
    (res) => res.request().method() === "POST" && res.url().endsWith("/api/golf/competitors/bulk-delete"),
  );
  await page.getByRole("button", { name: "Delete selected" }).click();
  await expect(page.getByRole("button", { name: "Undo all 2 deletions" })).toBeVisible();
  const response = await deleted;
  expect((response.request().postDataJSON() as { ids: number[] }).ids).toHaveLength(2);
  expect(response.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("list", { name: "Competitors" })).toBeVisible();
  for (const name of names) await expect(page.getByRole("article", { name })).toHaveCount(0);
});

test("a CSV round trip of suppliers: export, import as staff, and bad rows reported with nothing stored", async ({ page }, testInfo) => {
  await signInThroughApi(page);
  await page.goto("/golf-suppliers");
  const before = (await (await page.request.get("/api/golf/suppliers")).json()) as unknown[];

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = testInfo.outputPath("suppliers.csv");
  await (await download).saveAs(file);
  const csv = await readFile(file, "utf8");
  expect(csv.split("\r\n")[0]).toContain("companyName,country");

  const input = page.getByLabel("Import CSV");
  await input.setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("companyName,country,rating\nGood Co,Japan,4\n,USA,9\n"),
  });
  const report = page.getByRole("table", { name: "Import errors" });
  await expect(report).toContainText("Company name is required");
  await expect(report).toContainText("Rating must be between 1 and 5");
  await expect(report.getByRole("row").nth(1)).toContainText("2");
  expect(((await (await page.request.get("/api/golf/suppliers")).json()) as unknown[]).length).toBe(before.length);

  await input.setInputFiles(file);
  await expect(page.getByText(`Imported ${before.length} suppliers.`)).toBeVisible();
  expect(((await (await page.request.get("/api/golf/suppliers")).json()) as unknown[]).length).toBe(before.length * 2);
});

for (const [, viewport] of SCREENS) {
  test(`axe at ${viewport.width} px: profit calculator with landed cost and the rates editor, suppliers as staff`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInThroughApi(page);
    await page.goto("/golf-profit-calculator");
    await typeWorkedExample(page);
    await page.getByRole("button", { name: "Edit rates" }).click();
    await expect(page.getByRole("form", { name: "Edit rates and charges" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/golf-suppliers");
    await expect(page.getByRole("list", { name: "Suppliers" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
