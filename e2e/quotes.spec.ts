import { type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { extractText, getDocumentProxy } from "unpdf";
import { quoteRequestBody } from "../server/test/lead-bodies";
import { smtpSinkForFile, unique } from "./support/mail";
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { takeAPersonsTime } from "./support/human-pace";
import { acceptOnThePage as acceptQuoteOnThePage, saveAndSendFirstVersion, writeAndSendQuote } from "./support/quote-page";
import { E2E_STAFF, signInThroughApi } from "./support/staff";

/** From lead to job: staff write and send a quote, the homeowner accepts it on a phone, staff see Won, the review follows. */

const sink = smtpSinkForFile();

async function newLead(request: APIRequestContext, name: string) {
  const email = `quote.${unique()}@example.com`;
  const created = await request.post("/api/contact", { data: quoteRequestBody({ name, email, location: "Chermside" }) });
  expect(created.status()).toBe(201);
  return { email, reference: ((await created.json()) as { reference: string }).reference };
}

/** The private link in the quote email the homeowner received. */
async function quoteLinkSentTo(email: string) {
  await expect
    .poll(() => sink.received.some((m) => m.envelopeTo.includes(email) && m.mail.subject?.startsWith("Your quote")), { timeout: 15_000 })
    .toBe(true);
  const mail = sink.received.find((m) => m.envelopeTo.includes(email) && m.mail.subject?.startsWith("Your quote"))!;
  return new URL(/https?:\/\/\S+\/quote\/[\w-]{32}/.exec(mail.mail.text ?? "")![0]).pathname;
}

async function pdfText(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  return (await extractText(await getDocumentProxy(new Uint8Array(await res.body())), { mergePages: true })).text;
}

async function acceptOnThePage(page: Page, fullName: string) {
  await acceptQuoteOnThePage(page, fullName);
  await expect(page.getByText(`Accepted online by ${fullName}`)).toBeVisible();
}

/** A staff session in a context of its own, at laptop width. */
async function staffPage(browser: Browser) {
  const page = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
  await signInThroughApi(page);
  return page;
}

test.describe("on a phone with JavaScript on", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("staff write and send a quote from the lead; the homeowner reads it, gets its PDF and accepts; staff see Won and mark the job completed; the review shows as a verified customer's", async ({
    page,
    browser,
  }) => {
    const name = `Quote Homeowner ${unique()}`;
    const { email, reference } = await newLead(page.request, name);

    const staff = await staffPage(browser);
    await staff.goto(`/admin?q=${reference}`);
    await staff.getByRole("button", { name: /^Open lead from Quote Homeowner/ }).click();
    await staff.getByRole("button", { name: "Write a quote" }).click();
    const editor = staff.getByRole("form", { name: `Quote for ${reference}` });
    await editor.getByLabel("Line 1: description").fill("Concrete sleeper retaining wall, 1.2 m high");
    await editor.getByLabel("Quantity").fill("12.5");
    await editor.getByLabel("Unit", { exact: true }).fill("m");
    await editor.getByLabel("Unit price ($)").fill("385.50");
    await editor
      .getByLabel("Scope of work")
      .fill("Remove the old garden edge and build a 12.5 m concrete sleeper wall with drainage behind it.");
    await editor.getByLabel("Practical completion").fill("2027-02-12");
    await expect(editor.getByText("$5,300.63")).toBeVisible(); // $4,818.75 + GST $481.88 (half up)
    await editor.getByLabel("Deposit (%)").fill("15");
    await editor.getByRole("button", { name: "Save version 1" }).click();
    await expect(editor.getByText(/at most 10% for a contract under \$20,000/)).toBeVisible();
    await editor.getByLabel("Deposit (%)").fill("10");
    await saveAndSendFirstVersion(staff, editor);

    const path = await quoteLinkSentTo(email);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: `Quote ${reference}` })).toBeVisible();
    await expect(page.getByText("Concrete sleeper retaining wall, 1.2 m high")).toBeVisible();
    await expect(page.getByText("$5,300.63")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your right to withdraw (cooling-off)" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const text = await pdfText(page.request, `${path}/pdf`);
    for (const expected of ["Concrete sleeper retaining wall, 1.2 m high", "$4,818.75", "$481.88", "$5,300.63"])
      expect(text).toContain(expected);

    await acceptOnThePage(page, name);
    await expectNoSeriousA11yViolations(page);

    await staff.reload();
    await expect(staff.getByText("Accepted", { exact: true }).first()).toBeVisible();
    await expect(staff.getByText(`Accepted by ${name}`)).toBeVisible();
    await expect(staff.getByRole("combobox", { name: "Status" })).toHaveValue("won");
    await staff.getByRole("button", { name: "Mark job completed" }).click();
    await expect(staff.getByText(/Job completed .*asked for a review/)).toBeVisible();

    await expect
      .poll(() => sink.received.some((m) => m.envelopeTo.includes(email) && m.mail.subject?.startsWith("How did we go?")), {
        timeout: 15_000,
      })
      .toBe(true);
    const ask = sink.received.find((m) => m.envelopeTo.includes(email) && m.mail.subject?.startsWith("How did we go?"))!;
    const reviewLink = new URL(/https?:\/\/\S+\/share-experience#review=[\w-]{32}/.exec(ask.mail.text ?? "")![0]);
    await page.goto(reviewLink.pathname + reviewLink.hash);
    const reviewer = `Verified ${unique()}`;
    // the form's code loads on the first interaction, and reads the link's token from the address then
    await page.getByLabel("Your name").fill(reviewer);
    await expect(page.getByText("Your review will show as from a verified customer.")).toBeVisible();
    await page.getByLabel("Your location").fill("Chermside");
    await page.getByRole("textbox", { name: "Your review" }).fill("The wall went up on time and the crew left the yard spotless.");
    await takeAPersonsTime(page);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Thank You!")).toBeVisible();

    await staff.goto("/admin?tab=reviews");
    const row = staff.getByRole("row").filter({ hasText: reviewer });
    await expect(row.getByText("✓ Verified customer")).toBeVisible();
    await row.getByRole("button", { name: /^Approve/ }).click();
    await page.goto("/");
    await expect(page.getByText(reviewer).locator("..").getByText("✓ Verified customer")).toBeVisible();
  });
});

test.describe("on a phone with JavaScript off", () => {
  test.use({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });

  test("the homeowner opens the quote from the email, accepts it and sees the confirmation", async ({ page, playwright }) => {
    const name = `Nojs Quote ${unique()}`;
    const { email, reference } = await newLead(page.request, name);
    const api = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 5100}` });
    expect((await api.post("/api/login", { data: E2E_STAFF })).status()).toBe(200);
    await writeAndSendQuote(api, reference);

    await page.goto(await quoteLinkSentTo(email));
    await expect(page.getByText("$3,828.00")).toBeVisible(); // 24 x $145 = $3,480 + GST $348
    await expect(page.locator("script:not([type='application/json'])")).toHaveCount(0);
    await acceptOnThePage(page, name);

    const lead = (await (await api.get(`/api/contact?page=1&q=${reference}`)).json()) as { rows: { status: string }[] };
    expect(lead.rows[0]!.status).toBe("won");
    await api.dispose();
  });
});
