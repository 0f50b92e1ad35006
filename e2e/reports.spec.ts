import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { quoteRequestBody } from "../server/test/lead-bodies";
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { signInThroughApi } from "./support/staff";

/** The owner's numbers: a campaign's leads, a won job and its spend, read back from /admin/reports and its files. */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const brisbaneToday = () => new Date(Date.now() + 10 * 3_600_000).toISOString().slice(0, 10);

/** Two leads from one Google Ads campaign this month, one Won at $15,000, and $500 of spend on it. */
async function seedCampaign(page: Page, campaign: string) {
  await signInThroughApi(page);
  const references: string[] = [];
  for (const gclid of [`e2e-${unique()}-a`, `e2e-${unique()}-b`]) {
    const res = await page.request.post("/api/contact", {
      data: quoteRequestBody({ email: `${gclid}@example.com`, attribution: { gclid, utmCampaign: campaign } }),
    });
    expect(res.status()).toBe(201);
    references.push(((await res.json()) as { reference: string }).reference);
  }
  const found = await page.request.get(`/api/contact?page=1&q=${encodeURIComponent(references[0]!)}`);
  const id = ((await found.json()) as { rows: { id: number }[] }).rows[0]!.id;
  expect((await page.request.patch(`/api/contact/${id}`, { data: { status: "won", quoteValue: 15_000 } })).status()).toBe(200);
  expect(
    (await page.request.put("/api/ad-spend", { data: { month: brisbaneToday().slice(0, 7), campaign, amountCents: 50_000 } })).status(),
  ).toBe(200);
}

async function downloadText(page: Page, trigger: () => Promise<void>) {
  const download = page.waitForEvent("download");
  await trigger();
  return readFile(await (await download).path(), "utf8");
}

/** Opens the report and picks this whole month (Brisbane time) in the range fields. */
async function openThisMonth(page: Page) {
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  const month = brisbaneToday().slice(0, 7);
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const form = page.getByRole("form", { name: "Report range" });
  await form.getByLabel("From", { exact: true }).fill(`${month}-01`);
  await form.getByLabel("To", { exact: true }).fill(`${month}-${lastDay}`);
  await form.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${month}-01&to=${month}-${lastDay}`));
}

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP_VIEWPORT, acceptDownloads: true });

  test("the owner picks a range, reads a campaign's leads, win and costs, sees the chart, and downloads the CSVs", async ({ page }) => {
    const campaign = `E2E Walls ${unique()}`;
    await seedCampaign(page, campaign);
    await openThisMonth(page);

    const table = page.getByRole("region", { name: /Leads by source/ });
    const row = table.getByRole("row").filter({ hasText: campaign });
    // two leads, one made Won straight from New (so it got as far as contacted, a visit and a quote): $15,000 won,
    // $500 spent, $250 a lead, $500 a won job, $30 won per dollar, answered within the minute
    await expect(row.getByRole("cell")).toHaveText([
      "2",
      "1",
      "1",
      "1",
      "1",
      "100%",
      "$15,000",
      "$500",
      "$250",
      "$500",
      "$30.00",
      "$0",
      "$0.00",
      "$0",
      "$0",
      "0 min",
    ]);
    await expect(page.locator("figure svg.recharts-surface").first()).toBeVisible();
    await page.getByRole("button", { name: "By month" }).click();
    await expect(page.getByRole("region", { name: /Leads by month/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Response against the promise" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const csv = await downloadText(page, () => page.getByRole("link", { name: "Export CSV" }).click());
    expect(csv).toContain(`Source,Google Ads,${campaign},2,1,1,1,1,0,100%,15000.00,500.00,250.00,500.00,30.00,0`);

    const clicks = await downloadText(page, () =>
      page.getByRole("listitem").filter({ hasText: "Clicks that became jobs" }).getByRole("button", { name: "Download CSV" }).click(),
    );
    const lines = clicks.split("\r\n");
    expect(lines.slice(0, 2)).toEqual([
      "Parameters:TimeZone=Australia/Brisbane",
      "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
    ]);
    expect(lines.filter((line) => line.includes(",Won job,") && line.endsWith(",15000.00,AUD"))).toHaveLength(1);
    const enhanced = await downloadText(page, () =>
      page.getByRole("listitem").filter({ hasText: "Enhanced conversions" }).getByRole("button", { name: "Download CSV" }).click(),
    );
    expect(enhanced.split("\r\n")[1]).toBe("Email,Phone Number,Conversion Name,Conversion Time,Conversion Value,Conversion Currency");
    expect(enhanced).not.toContain("@example.com");
    await expect(page.getByText(/Click ids since .*: \d+ rows/).first()).toBeVisible();
  });

  test("the owner imports Google Ads' cost report, and a file with a bad row is refused with its line", async ({ page }) => {
    await signInThroughApi(page);
    await page.goto("/admin/reports");
    const campaign = `E2E Import ${unique()}`;
    const input = page.getByLabel("Campaign report (CSV)");
    await input.setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Campaign report\nCampaign,Month,Cost\n${campaign},2024-01,12.00\n${campaign},2024-02,lots\n`),
    });
    await expect(page.getByRole("alert")).toContainText("Line 4:");
    await input.setInputFiles({
      name: "good.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Campaign report\nCampaign,Day,Cost\n${campaign},2024-01-01,12.00\n${campaign},2024-01-02,"1,000.50"\n`),
    });
    await expect(page.getByText("Google Ads costs imported", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: campaign })).toContainText("$1,012.50");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("the report reads on a phone without the page scrolling sideways", async ({ page }) => {
    const campaign = `E2E Phone ${unique()}`;
    await seedCampaign(page, campaign);
    await openThisMonth(page);
    await expect(page.getByRole("row").filter({ hasText: campaign }).first()).toBeVisible();
    await expect(page.locator("figure svg.recharts-surface").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
