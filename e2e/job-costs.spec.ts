import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Browser } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./support/test";
import { quoteRequestBody } from "../server/test/lead-bodies";
import { SLEEPER_WALL_PRICES } from "../server/test/costs";
import { smtpSinkForFile, unique } from "./support/mail";
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { acceptedQuote, saveAndSendFirstVersion } from "./support/quote-page";
import { signedInApi, signInThroughApi } from "./support/staff";

/**
 * What a job needs and what it cost, as the office works it: a quote written with its runs and each stage's hours
 * (which the homeowner never sees), the job's materials and order list, a cost recorded, and the Owner's quoted
 * against actual.
 */
const sink = smtpSinkForFile();
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  api = await signedInApi(playwright, "198.51.100.94");
  const prices = await api.put("/api/material-prices", {
    data: { prices: SLEEPER_WALL_PRICES },
  });
  expect(prices.status()).toBe(200);
});
test.afterAll(() => api?.dispose());

async function staffPage(browser: Browser, viewport = DESKTOP_VIEWPORT) {
  const page = await (await browser.newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.95" } })).newPage();
  await signInThroughApi(page);
  return page;
}

test("staff write a quote's runs and hours and see what it needs; the homeowner's page and PDF show neither", async ({ browser }) => {
  const name = `Runs Homeowner ${unique()}`;
  const email = `runs.${unique()}@example.com`;
  const created = await api.post("/api/contact", { data: quoteRequestBody({ name, email, location: "Chermside" }) });
  const { reference } = (await created.json()) as { reference: string };

  const staff = await staffPage(browser);
  await staff.goto(`/admin?q=${reference}`);
  await staff.getByRole("button", { name: /^Open lead from Runs Homeowner/ }).click();
  await staff.getByRole("button", { name: "Write a quote" }).click();
  const editor = staff.getByRole("form", { name: `Quote for ${reference}` });
  await editor.getByLabel("Line 1: description").fill("Concrete sleeper retaining wall, 1.0 m high");
  await editor.getByLabel("Quantity").fill("10");
  await editor.getByLabel("Unit", { exact: true }).fill("m");
  await editor.getByLabel("Unit price ($)").fill("300");
  await editor.getByLabel("Scope of work").fill("Build a 10 m concrete sleeper wall, 1.0 m high, with drainage behind it.");
  await editor.getByLabel("Practical completion").fill("2027-03-12");
  await editor.getByRole("button", { name: "Add stage" }).click();
  await editor.getByRole("textbox", { name: "Stage 1", exact: true }).fill("The whole wall");
  await editor.getByLabel("Amount ($)").fill("2970");
  await editor.getByRole("textbox", { name: /^Hours/ }).fill("12.6");

  await editor.getByRole("button", { name: "Add wall run" }).click();
  await editor.getByRole("textbox", { name: "Length (m) of run 1" }).fill("10");
  await editor.getByRole("textbox", { name: "Height (m) of run 1" }).fill("1");
  const takeoff = editor.getByRole("table", { name: "Materials the runs need" });
  await expect(takeoff.getByRole("row", { name: /Concrete sleeper 2,000 x 200 mm 28 each/ })).toBeVisible();
  await expect(takeoff.getByRole("row", { name: /Drainage gravel 20 mm 3\.0 m³/ })).toBeVisible();

  await editor.getByRole("button", { name: "Save version 1" }).click();
  await expect(editor.getByText("Enter the hours to the quarter hour (0.25)")).toBeVisible();
  await editor.getByRole("textbox", { name: /^Hours/ }).fill("12.5");
  await saveAndSendFirstVersion(staff, editor);

  // the staff side keeps both
  await staff.getByRole("button", { name: "Change quote" }).click();
  await expect(editor.getByRole("textbox", { name: /^Hours/ })).toHaveValue("12.5");
  await expect(editor.getByRole("textbox", { name: "Length (m) of run 1" })).toHaveValue("10");

  const sent = () => sink.received.find((m) => m.envelopeTo.includes(email) && m.mail.subject?.startsWith("Your quote"));
  await expect.poll(() => sent() !== undefined, { timeout: 15_000 }).toBe(true);
  const path = new URL(/https?:\/\/\S+\/quote\/[\w-]{32}/.exec(sent()!.mail.text ?? "")![0]).pathname;
  const homeowner = await browser.newPage({ viewport: PHONE_VIEWPORT });
  await homeowner.goto(path);
  await expect(homeowner.getByText("The whole wall")).toBeVisible();
  const shown = await homeowner.locator("body").innerText();
  expect(shown).not.toMatch(/12\.5|hours|concrete-sleeper|sleeper 2,000/i);
  const pdf = await homeowner.request.get(`${path}/pdf`);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true })).text;
  expect(text).toContain("The whole wall");
  expect(text).not.toMatch(/12\.5|hours/i);
});

test("the office sees a job's materials and order list, records a cost, and the Owner sees it against the quote", async ({
  browser,
}, testInfo) => {
  const reference = await acceptedQuote(
    api,
    browser,
    sink,
    { name: `Cost Homeowner ${unique()}`, email: `cost.${unique()}@example.com`, location: "Albany Creek" },
    {
      lines: [{ description: "Concrete sleeper wall, 1.0 m high", quantity: "10", unit: "m", unitPriceCents: 40_000 }],
      stages: [
        { description: "Excavation and footings", amountCents: 150_000, labourHours: 6 },
        { description: "Wall, drainage and backfill", amountCents: 290_000, labourHours: 10.5 },
      ],
      runs: [{ kind: "wall", material: "concrete-sleeper", lengthM: 10, heightM: 1 }],
      depositPercent: 0,
      validDays: 30,
      completionDate: "2027-03-26",
      scope: "Build a 10 m concrete sleeper wall with drainage.",
      exclusions: "",
    },
  );
  const listed = (await (await api.get("/api/jobs?from=2027-03-01&to=2027-03-07")).json()) as {
    jobs: { jobId: number; reference: string }[];
  };
  const { jobId } = listed.jobs.find((job) => job.reference === reference)!;

  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    const staff = await staffPage(browser, viewport);
    await staff.goto(`/admin/schedule?job=${jobId}`);
    const costs = staff.getByRole("region", { name: "Materials and costs" });
    await expect(
      costs
        .getByRole("table", { name: "Materials the job's runs need" })
        .getByRole("row", { name: /Concrete sleeper 2,000 x 200 mm 28 each/ }),
    ).toBeVisible();
    // 6 h and 10.5 h at the standard $75.00 an hour: $1,237.50 of labour quoted
    const quotedAgainstActual = costs.getByRole("table", { name: "The job's cost, quoted and actual" });
    await expect(quotedAgainstActual.getByRole("row", { name: /^Labour \$1,237\.50/ })).toBeVisible();
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    if (viewport === PHONE_VIEWPORT) {
      await expectNoSeriousA11yViolations(staff);
      await staff.context().close();
      continue;
    }
    const download = staff.waitForEvent("download");
    await costs.getByRole("link", { name: "Order list (CSV)" }).click();
    const file = testInfo.outputPath("order-list.csv");
    await (await download).saveAs(file);
    const csv = (await readFile(file, "utf8")).replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]).toBe("item,quantity,unit,supplier cost");
    expect(csv).toContain('"Concrete sleeper 2,000 x 200 mm",28,each,1820.00');

    const form = costs.getByRole("form", { name: "Record a cost" });
    await form.getByLabel("What for").selectOption("hire");
    await form.getByLabel("Amount ($)").fill("350");
    await form.getByLabel("Supplier (optional)").fill("Coates Hire");
    await form.getByRole("button", { name: "Record the cost" }).click();
    await expect(staff.getByText("Hire: $350.00 ex GST.", { exact: true })).toBeVisible();
    await expect(quotedAgainstActual.getByRole("row", { name: /^Other costs \$0\.00 \$350\.00/ })).toBeVisible();
    await expect(costs.getByRole("list", { name: "Costs recorded on the job" })).toContainText("Hire: $350.00, Coates Hire");
    await expectNoSeriousA11yViolations(staff);
    await staff.context().close();
  }
});
