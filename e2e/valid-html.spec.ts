import type { Page } from "@playwright/test";
import { ROUTES } from "../shared/routes";
import { adEnquiryBody } from "../server/test/lead-bodies";
import { smtpSinkForFile, unique } from "./support/mail";
import { type HtmlDocument, htmlErrors } from "./support/html-checker";
import { untilHydrated } from "./support/islands";
import { signInThroughApi } from "./support/staff";
import { FENCE_QUOTE, writeAndSendQuote } from "./support/quote-page";
import { expect, test } from "./support/test";

/*
 * Every public and homeowner page is valid HTML, as the W3C Nu Html Checker reads it: the HTML the server sends, and
 * the page as the browser holds it once React has taken over (what the code adds must be valid too). The golf
 * dashboard's rendered charts are left out: their SVG attributes are the chart library's.
 */

const PAGES_OF_THE_SITE = Object.values(ROUTES)
  .filter((route) => route.area !== "staff")
  .map((route) => route.path);
const RENDERED_CHARTS = new Set([ROUTES.golfDashboard.path]);

const sink = smtpSinkForFile();

/** A homeowner's private pages: booking, quote, unsubscribe, an invoice and a job, as the links they were sent. */
async function homeownersPages(page: Page): Promise<string[]> {
  const email = `valid.${unique()}@example.com`;
  const posted = await page.request.post("/api/ga-enquiry", { data: adEnquiryBody({ name: "Valid Html", email }) });
  expect(posted.status()).toBe(201);
  const { reference, bookingUrl } = (await posted.json()) as { reference: string; bookingUrl: string };
  await signInThroughApi(page);
  const { id, url } = await writeAndSendQuote(page.request, reference, {
    ...FENCE_QUOTE,
    lines: [{ description: "Colorbond fence, 1.8 m", quantity: "20", unit: "m", unitPriceCents: 15_000 }],
    scope: "Remove the old paling fence and build 20 m of Colorbond fence on the side boundary.",
  });
  // a follow-up by hand carries the unsubscribe link
  expect((await page.request.post(`/api/quotes/${id}/follow-ups`)).status()).toBe(202);
  await expect.poll(() => sink.received.some((m) => m.envelopeTo.includes(email) && /\/unsubscribe\//.test(m.mail.text ?? ""))).toBe(true);
  const followUp = sink.received.find((m) => m.envelopeTo.includes(email) && /\/unsubscribe\//.test(m.mail.text ?? ""))!;
  const unsubscribe = new URL(/https?:\/\/\S+\/unsubscribe\/[\w-]{32}/.exec(followUp.mail.text ?? "")![0]).pathname;
  const accepted = await acceptedJobPages(page);
  await page.context().clearCookies();
  return [new URL(bookingUrl).pathname, new URL(url).pathname, unsubscribe, ...accepted];
}

/**
 * A second lead whose quote the homeowner accepts: the deposit invoice's page, and the job page its stage-done email
 * links to (staff are signed in).
 */
async function acceptedJobPages(page: Page): Promise<string[]> {
  const email = `valid.invoice.${unique()}@example.com`;
  const posted = await page.request.post("/api/ga-enquiry", { data: adEnquiryBody({ name: "Valid Invoice", email }) });
  const { reference } = (await posted.json()) as { reference: string };
  const { url } = await writeAndSendQuote(page.request, reference, {
    ...FENCE_QUOTE,
    lines: [{ description: "Sleeper retaining wall", quantity: "1", unit: "job", unitPriceCents: 1_000_000 }],
    scope: "Build a 15 m concrete sleeper retaining wall with drainage behind it.",
  });
  const quotePath = new URL(url).pathname;
  const version = /name="version" value="([0-9a-f]{64})"/.exec(await (await page.request.get(quotePath)).text())![1]!;
  const accepted = await page.request.post(quotePath, {
    form: { action: "accept", fullName: "Valid Invoice", agree: "yes", version },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
  const { invoices } = (await (await page.request.get(`/api/leads/${reference}/invoices`)).json()) as { invoices: { url: string }[] };
  const schedule = (await (await page.request.get("/api/jobs?from=2027-02-01&to=2027-02-07")).json()) as {
    jobs: { jobId: number; reference: string }[];
  };
  const { jobId } = schedule.jobs.find((job) => job.reference === reference)!;
  expect((await page.request.post(`/api/jobs/${jobId}/stages/1/done`, { multipart: { note: "Fence posts set." } })).status()).toBe(201);
  const jobEmail = () => sink.received.find((m) => m.envelopeTo.includes(email) && m.mail.subject?.startsWith("Stage 1 of your job"));
  await expect.poll(() => jobEmail() !== undefined).toBe(true);
  return [invoices[0]!.url, /\/job\/[\w-]{32}/.exec(jobEmail()!.mail.text ?? "")![0]];
}

test("every public and homeowner page is valid HTML, as sent and as rendered", async ({ page }) => {
  test.setTimeout(180_000);
  const paths = [
    ...PAGES_OF_THE_SITE,
    `${ROUTES.thankYou.path}?ref=RW-ABCDEF`,
    "/no-such-page",
    ...(await homeownersPages(page)),
    "/book/not-a-real-token-at-all-000000",
    "/quote/not-a-real-token-at-all-00000",
    "/unsubscribe/not-a-real-token-at-all-0",
    "/invoice/not-a-real-token-at-all-000",
    "/job/not-a-real-token-at-all-00000000",
    "/payment/cancelled",
  ];
  const documents: HtmlDocument[] = [];
  for (const path of paths) {
    const sent = await page.request.get(path);
    expect(sent.headers()["content-type"]).toMatch(/^text\/html/);
    documents.push({ name: `${path} (as sent)`, html: await sent.text() });
    if (RENDERED_CHARTS.has(path)) continue;
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCount(1);
    // a page of the app is checked once React has it; the homeowner's pages carry no code to wait for
    if (!/^\/(book|quote|unsubscribe|invoice|payment|job)\//.test(path)) await untilHydrated(page, path);
    documents.push({ name: `${path} (rendered)`, html: await page.content() });
  }
  // the instant estimate's answers to its own form posts (the page without JavaScript): a range, and a sent estimate
  const fence = { job: "fence", type: "colorbond", heightM: "1.8", lengthM: "20", singleGates: "1", doubleGates: "0" };
  const answered = { ...fence, dividing: "true", removeOld: "false", onWallHeightM: "0" };
  for (const [name, form] of [
    ["POST /estimate (a range)", { intent: "estimate", ...answered }],
    [
      "POST /estimate (sent)",
      { intent: "send", ...answered, name: "Valid Html", phone: "0412 345 678", email: `v.${unique()}@example.com`, suburb: "Chermside" },
    ],
  ] as const) {
    const answer = await page.request.post(ROUTES.estimate.path, { form, headers: { Origin: new URL(page.url()).origin } });
    expect(answer.status(), name).toBe(200);
    documents.push({ name, html: await answer.text() });
  }
  expect(await htmlErrors(documents)).toEqual([]);
});

test("the checker reports what the pages must not have", async () => {
  const errors = await htmlErrors([
    {
      name: "broken",
      html: `<!doctype html><html lang="en"><head><title>x</title></head><body>
        <label for="p">Photos</label><input id="p" type="file"><label for="p" aria-hidden="true">Add</label>
        <input autocomplete="street-address" aria-label="Address"></body></html>`,
    },
  ]);
  expect(errors.map((error) => error.message).sort()).toEqual([
    "Bad value “street-address” for attribute “autocomplete” on element “input”: The autofill field name “street-address” is not allowed in this context.",
    "The “aria-hidden” attribute must not be used on any “label” element that is associated with a labelable element.",
  ]);
});
