import type { APIRequestContext, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { estimateJob, type FenceJob, type WallJob } from "../shared/estimates/estimate";
import { estimateRangeText } from "../shared/estimates/estimate-lead";
import type { EstimatePrices } from "../shared/estimates/estimate-fields";
import { expectNoSeriousA11yViolations, SCREENS } from "./support/axe";
import { takeAPersonsTime } from "./support/human-pace";
import { signInThroughApi } from "./support/staff";
import { expect, test } from "./support/test";

/**
 * The instant estimate as a homeowner meets it: the range as they type (and, with JavaScript off, from the page's
 * own form posts), Queensland's rules, the estimate sent as a lead, and the neighbour's letter read back.
 */

const wall: WallJob = {
  job: "wall",
  material: "composite-sleeper",
  lengthCm: 1450,
  heightCm: 110,
  loadAbove: "garden",
  nearBuilding: false,
  removeOld: true,
  excavatorAccess: true,
};
const fence: FenceJob = {
  job: "fence",
  type: "timber-paling",
  height: "1.8",
  lengthCm: 2400,
  singleGates: 1,
  doubleGates: 0,
  dividing: true,
  removeOld: false,
  onWallHeightCm: 0,
};

/** The range the page should show, from the table the server has now (another journey may have changed it). */
async function expectedRange(request: APIRequestContext, job: WallJob | FenceJob) {
  const { table } = (await (await request.get("/api/estimates/prices")).json()) as EstimatePrices;
  const estimate = estimateJob(job, table);
  return { estimate, range: `About ${estimateRangeText(estimate)}` };
}

const liveRange = (page: Page) => page.locator('[aria-live="polite"]');

async function fillWall(page: Page) {
  await page.getByRole("radio", { name: "Composite sleeper" }).check();
  await page.getByRole("textbox", { name: "Length (metres)" }).fill("14.5");
  await page.getByRole("textbox", { name: "Height (metres)" }).fill("1.1");
  await page.getByRole("radio", { name: "A garden or lawn" }).check();
  await page.getByRole("group", { name: "Remove an old wall?" }).getByRole("radio", { name: "Yes" }).check();
}

async function fillFence(page: Page) {
  await page.getByRole("radio", { name: "A fence" }).check();
  await page.getByRole("radio", { name: "Timber paling" }).check();
  await page.getByRole("combobox", { name: "Height" }).selectOption("1.8");
  await page.getByRole("textbox", { name: "Length (metres)" }).fill("24");
  await page.getByRole("combobox", { name: "Single gates" }).selectOption("1");
  await page.getByRole("group", { name: "Is it a dividing fence with a neighbour?" }).getByRole("radio", { name: "Yes" }).check();
}

async function fillContact(page: Page, name: string, email: string) {
  await page.getByRole("textbox", { name: "Full name" }).fill(name);
  await page.getByRole("textbox", { name: "Phone number" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("textbox", { name: "Suburb of the job" }).fill("Chermside");
}

async function letterText(page: Page) {
  const href = await page.getByRole("link", { name: "A letter for your neighbour (PDF)" }).getAttribute("href");
  const res = await page.request.get(href!);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  const text = await extractText(await getDocumentProxy(new Uint8Array(await res.body())), { mergePages: true });
  return text.text.replace(/\s+/g, " ");
}

for (const [label, viewport] of SCREENS) {
  test.describe(`the instant estimate on a ${label}`, () => {
    test.use({ viewport });

    test("the range appears as the homeowner types, with the approval rule, and the sent estimate becomes a lead", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Instant Estimate" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Instant Estimate" })).toBeVisible();
      await expect(liveRange(page)).toHaveText("Answer the questions to see your price");

      await fillWall(page);
      const { range } = await expectedRange(page.request, wall);
      await expect(liveRange(page)).toHaveText(range);
      await expect(
        page.getByText("This wall needs an engineer's design and building approval in Queensland because it is over 1.0 m high."),
      ).toBeVisible();
      await expect(page.getByRole("list", { name: "What Queensland's rules say" })).toBeVisible();
      await page.getByRole("textbox", { name: "Height (metres)" }).fill("1.0");
      await expect(page.getByText(/^No building approval needed/)).toBeVisible();
      await page.getByRole("textbox", { name: "Height (metres)" }).fill("1.1");
      await expect(liveRange(page)).toHaveText(range);
      await expectNoSeriousA11yViolations(page);

      const name = `Estella ${label}`;
      await fillContact(page, name, `estella.${label}@example.com`);
      await takeAPersonsTime(page);
      await page.getByRole("button", { name: "Send me this estimate" }).click();
      await expect(page.getByRole("heading", { name: "Estimate sent" })).toBeVisible();
      const reference = (await page.getByRole("status").filter({ hasText: "Estimate sent" }).locator("strong").textContent())!;
      expect(reference).toMatch(/^RW-[A-Z0-9]{6}$/);
      await expect(page.getByRole("link", { name: "Book your free site visit" })).toHaveAttribute("href", /\/book\//);

      // staff see it, with the estimate and where it came from
      await signInThroughApi(page);
      const rows = (await (await page.request.get(`/api/contact?q=${reference}`)).json()) as { id: number; reference: string }[];
      const lead = rows.find((row) => row.reference === reference)!;
      await page.goto("/admin");
      await page.getByRole("searchbox", { name: "Search inquiries" }).fill(reference);
      await page.getByRole("searchbox", { name: "Search inquiries" }).press("Enter");
      await page.getByRole("button", { name: `Open lead from ${name}` }).click();
      await expect(page.getByText(`${reference} · Instant estimate · received`)).toBeVisible();
      const detail = (await (await page.request.get(`/api/contact/${lead.id}`)).json()) as { estimate: { range: string } };
      expect(`About ${detail.estimate.range}`).toBe(range);
    });

    test("a dividing fence shows the homeowner's half, and the neighbour's letter says it to the cent", async ({ page }) => {
      await page.goto("/estimate");
      await fillFence(page);
      const { estimate, range } = await expectedRange(page.request, fence);
      await expect(liveRange(page)).toHaveText(range);
      await expect(page.getByRole("heading", { name: "Your likely share: half" })).toBeVisible();
      const text = await letterText(page);
      expect(text).toContain("Proposal for a dividing fence");
      expect(text).toContain("Timber paling fence, 1.8 m high and about 24.0 m long");
      const cents = (amount: number) => `$${(amount / 100).toLocaleString("en-AU", { minimumFractionDigits: 2 })}`;
      expect(text).toContain(`Each owner's half: ${cents(estimate.neighbourShare!.low)} to ${cents(estimate.neighbourShare!.high)}`);
      expect(text).toContain("within one month");
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe(`the instant estimate with JavaScript off on a ${label}`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test("the page's own forms post back: the range, the fence through the choice alone, and the estimate sent", async ({ page }) => {
      await page.goto("/estimate");
      await fillWall(page);
      await page.getByRole("button", { name: "Show my estimate" }).click();
      const { range } = await expectedRange(page.request, wall);
      await expect(liveRange(page)).toHaveText(range);
      await expect(page.getByRole("textbox", { name: "Length (metres)" })).toHaveValue("14.5");

      // the job's choice shows the fence's questions without a script
      await fillFence(page);
      await expect(page.getByRole("textbox", { name: "Height (metres)", exact: true })).toBeHidden();
      await page.getByRole("button", { name: "Show my estimate" }).click();
      const fenceRange = await expectedRange(page.request, fence);
      await expect(liveRange(page)).toHaveText(fenceRange.range);
      expect(await letterText(page)).toContain("Each owner's half");

      await fillContact(page, `Nadia ${label}`, `nadia.${label}@example.com`);
      await page.getByRole("button", { name: "Send me this estimate" }).click();
      await expect(page.getByRole("heading", { name: "Estimate sent" })).toBeVisible();
      await expect(page.getByText(/Your reference is RW-[A-Z0-9]{6}/)).toBeVisible();
    });
  });
}
