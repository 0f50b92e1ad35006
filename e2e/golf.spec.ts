import { expect, type Locator, type Page, test } from "@playwright/test";

/** Journeys through the golf tool against the real server and database (seeded with the sample data). */

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

const statValue = (page: Page, region: string, label: string): Locator =>
  page.getByRole("region", { name: region }).getByText(label, { exact: true }).locator("xpath=../following-sibling::p[1]");

test("add a supplier and see it in the list after a reload", async ({ page }) => {
  const company = unique("Birdie Wholesale");
  await page.goto("/golf-suppliers");
  await expect(page.getByRole("heading", { level: 1, name: "Golf Suppliers" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Suppliers" })).toBeVisible();

  const toggle = page.getByRole("button", { name: "Add Supplier" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const form = page.getByRole("region", { name: "Add Supplier" });
  await expect(form.getByLabel("Minimum order (units)")).toHaveValue("1");
  await expect(form.getByLabel("Rating (1 to 5)")).toHaveValue("5");

  await form.getByRole("button", { name: "Save Supplier" }).click();
  await expect(form.getByText("Company name is required")).toBeVisible();
  await expect(form.getByText("Country is required")).toBeVisible();

  await form.getByRole("textbox", { name: /Company name/ }).fill(company);
  await form.getByRole("textbox", { name: /Country/ }).fill("New Zealand");
  await form.getByRole("combobox", { name: "Specialization" }).selectOption("bags");
  await form.getByLabel("Contact email").fill("trade@birdie.example");
  await form.getByLabel("Rating (1 to 5)").fill("4");
  await form.getByRole("button", { name: "Save Supplier" }).click();

  await expect(page.getByText("Supplier added successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("The supplier has been added to your database.", { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("article", { name: company })).toBeVisible();

  await page.reload();
  const card = page.getByRole("article", { name: company });
  await expect(card).toBeVisible();
  await expect(card).toContainText("New Zealand");
  await expect(card).toContainText("Bags");
  await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();

  await page.getByRole("combobox", { name: "Country" }).selectOption("New Zealand");
  await expect(page.getByRole("list", { name: "Suppliers" }).getByRole("article")).toHaveCount(1);
});

test("add a competitor and see the summary cards change", async ({ page }) => {
  await page.goto("/golf-competitors");
  await expect(page.getByRole("list", { name: "Competitors" })).toBeVisible();
  const read = async (label: string) => (await statValue(page, "Competitor summary", label).textContent()) ?? "";
  const before = {
    total: Number(await read("Total Competitors")),
    australian: Number(await read("Australian")),
    premium: Number(await read("Premium")),
    share: Number.parseFloat(await read("Combined Market Share")),
  };

  await page.getByRole("button", { name: "Add Competitor" }).click();
  const form = page.getByRole("region", { name: "Add Competitor" });
  const company = unique("Fairway Imports");
  await form.getByRole("textbox", { name: /Company name/ }).fill(company);
  await form.getByRole("textbox", { name: /Country/ }).fill("Australia");
  await form.getByRole("combobox", { name: "Market segment" }).selectOption("premium");
  await form.getByLabel(/Estimated revenue/).fill("2500000");
  await form.getByLabel("Market share (%)").fill("2.5");
  await form.getByRole("button", { name: "Save Competitor" }).click();

  await expect(page.getByText("Competitor added successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("The competitor has been added to your analysis.", { exact: true })).toBeVisible();
  await expect(statValue(page, "Competitor summary", "Total Competitors")).toHaveText(String(before.total + 1));
  await expect(statValue(page, "Competitor summary", "Australian")).toHaveText(String(before.australian + 1));
  await expect(statValue(page, "Competitor summary", "Premium")).toHaveText(String(before.premium + 1));
  await expect(statValue(page, "Competitor summary", "Combined Market Share")).toHaveText(`${(before.share + 2.5).toFixed(1)}%`);

  const card = page.getByRole("article", { name: company });
  await expect(card).toContainText("US$2.5M");
  await expect(card).toContainText("Premium");
});

test("save a profit analysis and see its result card with the right band", async ({ page }) => {
  await page.goto("/golf-profit-calculator");
  await expect(page.getByRole("list", { name: "Profit analyses" })).toBeVisible();

  const save = async (notes: string, prices: { retail: string; cost: string; shipping: string; marketing: string }) => {
    await page.getByRole("button", { name: "New Analysis" }).click();
    const form = page.getByRole("region", { name: "New Analysis" });
    await form.getByRole("combobox", { name: /Product category/ }).selectOption("Golf Bags");
    await form.getByRole("spinbutton", { name: /Average US price/ }).fill("120");
    await form.getByRole("spinbutton", { name: /Average AU price/ }).fill("180");
    await form.getByRole("spinbutton", { name: /Suggested retail price/ }).fill(prices.retail);
    await form.getByRole("spinbutton", { name: /Cost of goods/ }).fill(prices.cost);
    await form.getByRole("spinbutton", { name: /Shipping cost/ }).fill(prices.shipping);
    await form.getByRole("spinbutton", { name: /Marketing cost/ }).fill(prices.marketing);
    await form.getByRole("textbox", { name: "Notes" }).fill(notes);
    await form.getByRole("button", { name: "Save Analysis" }).click();
    await expect(page.getByText("Profit analysis saved", { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);
  };

  const excellent = unique("e2e excellent");
  // net (160 - 60 - 10 - 10) / 160 = 50 %; gross 62.5 %; 1000 / 80 = 12.5 -> 13 units
  await save(excellent, { retail: "160", cost: "60", shipping: "10", marketing: "10" });
  const excellentCard = page.getByRole("article").filter({ hasText: excellent });
  await expect(excellentCard).toContainText("Excellent margin opportunity");
  await expect(excellentCard).toContainText("50.00%");
  await expect(excellentCard).toContainText("62.50%");
  await expect(excellentCard).toContainText("13units/month");

  const low = unique("e2e low");
  // net (100 - 70 - 15 - 5) / 100 = 10 %
  await save(low, { retail: "100", cost: "70", shipping: "15", marketing: "5" });
  const lowCard = page.getByRole("article").filter({ hasText: low });
  await expect(lowCard).toContainText("Low margin - consider cost optimization");
  await expect(lowCard).toContainText("10.00%");

  await page.reload();
  await page.getByRole("combobox", { name: "Product category" }).selectOption("Golf Bags");
  await expect(page.getByRole("article").filter({ hasText: excellent })).toContainText("Excellent margin opportunity");
  await expect(page.getByRole("list", { name: "Profit analyses" }).getByRole("article", { name: "Golf Shoes" })).toHaveCount(0);
});

test("filter products to the empty state and clear it", async ({ page }) => {
  await page.goto("/golf-products");
  const list = page.getByRole("list", { name: "Products" });
  await expect(list).toBeVisible();
  const total = await list.getByRole("article").count();
  expect(total).toBeGreaterThan(0);

  await page.getByRole("combobox", { name: "Category" }).selectOption("apparel");
  await page.getByRole("combobox", { name: "Price range (AUD)" }).selectOption("over-500");
  await page.getByRole("searchbox", { name: "Search products" }).fill("putter");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(list).toHaveCount(0);

  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByRole("list", { name: "Products" }).getByRole("article")).toHaveCount(total);
  await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("");
});

/** The text of every script the page loads from now on, as it arrives. */
function scriptsLoadedBy(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  return scripts;
}

test("golf code never loads on public or staff pages", async ({ page }) => {
  const scripts = scriptsLoadedBy(page);
  for (const path of ["/", "/faq", "/login"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(0);
  // strings only golf modules and recharts contain
  for (const marker of ["Golf Market Research", "Showing sample data", "recharts-wrapper"]) {
    expect(
      code.some((text) => text.includes(marker)),
      marker,
    ).toBe(false);
  }
});

test("the charting library loads on the dashboard only", async ({ page }) => {
  const scripts = scriptsLoadedBy(page);
  for (const path of ["/golf-products", "/golf-suppliers", "/golf-competitors", "/golf-profit-calculator"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect((await Promise.all(scripts)).some((text) => text.includes("recharts-wrapper"))).toBe(false);
  await page.goto("/golf-dashboard");
  await expect(page.locator(".recharts-wrapper")).toHaveCount(2);
});

test("the golf nav marks the current page", async ({ page }) => {
  await page.goto("/golf-dashboard");
  const nav = page.getByRole("navigation", { name: "Golf tool" });
  await expect(nav.getByRole("link")).toHaveText([
    "Home",
    "Dashboard",
    "Products",
    "Suppliers",
    "Competitors",
    "Profit Calculator",
    "Shipments",
  ]);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Profit Calculator" }).click();
  await expect(page).toHaveURL(/\/golf-profit-calculator$/);
  await expect(nav.getByRole("link", { name: "Profit Calculator" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
});
