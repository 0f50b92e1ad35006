import { expect, test } from "./support/test";
import { smtpSinkForFile } from "./support/mail";
import { takeAPersonsTime } from "./support/human-pace";
import { signInThroughApi } from "./support/staff";
import { fillAdEnquiry, nextPostAnswer } from "./support/quote-form";

/** The SMTP server that e2e/start-server.sh points the site at (E2E_PORT + 1000). */
const sink = smtpSinkForFile();

const REFERENCE = /RW-[A-Z0-9]{6}/;

/*
 * A homeowner gets at most 3 receipts a day from one visitor address; the other journeys all post from
 * this machine's address, so this one arrives through the e2e server's one trusted proxy hop from an
 * address of its own (new on a retry too).
 */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${1 + Math.floor(Math.random() * 250)}` });
});

test("a quote shows its reference in the toast, an ad lead's reference shows on /thank-you, and /admin shows the emails as sent", async ({
  page,
}) => {
  const email = `lead-emails.${Date.now()}@example.com`;
  const adCreated = await nextPostAnswer<{ reference: string }>(page, "/api/ga-enquiry");
  await page.goto("/#quote-form");
  const form = page.getByRole("form", { name: "Free quote request" });
  await form.getByLabel("Full name").fill("Jo Citizen");
  await form.getByLabel("Phone number").fill("0412 345 678");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Project location").fill("Paddington");
  await form.getByRole("checkbox", { name: "Timber Fencing" }).check();
  await form.getByLabel("Project length/area").selectOption({ label: "10-30 metres" });
  await form.getByLabel("Preferred timeline").selectOption({ label: "1-3 months" });
  await form.getByLabel("Estimated budget").selectOption({ label: "$5,000 - $10,000" });
  await takeAPersonsTime(page);
  const created = page.waitForResponse((res) => res.url().endsWith("/api/contact") && res.request().method() === "POST");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  const quote = (await (await created).json()) as { reference: string };
  expect(quote.reference).toMatch(REFERENCE);
  await expect(page.getByText("Quote request sent successfully!", { exact: true })).toBeVisible();
  await expect(page.getByText(`Your reference: ${quote.reference}`).first()).toBeVisible();

  await page.goto("/GA-Enquiry");
  await fillAdEnquiry(page, { name: "Sam Ads", email: `ad.${email}`, service: "both", details: "A wall and a fence for a new build." });
  await takeAPersonsTime(page);
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  const { body: adLead } = await adCreated.answer;
  await expect(page.getByRole("heading", { level: 1, name: "Thank You!" })).toBeVisible();
  await expect(page.getByText(adLead.reference)).toBeVisible();

  await expect.poll(() => sink.received.filter((m) => m.mail.text?.includes(quote.reference)).length, { timeout: 15_000 }).toBe(2);
  await expect.poll(() => sink.received.filter((m) => m.mail.text?.includes(adLead.reference)).length, { timeout: 15_000 }).toBe(2);

  await signInThroughApi(page);
  await page.goto("/admin");
  const row = page.getByRole("row").filter({ hasText: quote.reference });
  await expect(row).toContainText(/Staff alert: Sent \d/);
  await expect(row).toContainText(/Receipt: Sent \d/);
  await page.screenshot({ path: "test-results/lead-emails-admin-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("listitem").filter({ hasText: quote.reference }).first()).toContainText("Receipt: Sent");
  await page.screenshot({ path: "test-results/lead-emails-admin-390.png", fullPage: true });
});
