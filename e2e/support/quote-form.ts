import type { Locator, Page } from "@playwright/test";
import { takeAPersonsTime } from "./human-pace";
import { expect } from "./test";

/** Fills the home page's quote form as a homeowner would: Timber Fencing in Chermside, the first answer of each choice. */
export async function fillQuoteForm(form: Locator, homeowner: { name: string; email: string; phone?: string }) {
  await form.getByLabel("Full name").fill(homeowner.name);
  await form.getByLabel("Phone number").fill(homeowner.phone ?? "0412 345 678");
  await form.getByLabel("Email address").fill(homeowner.email);
  await form.getByRole("checkbox", { name: "Timber Fencing" }).check();
  await form.getByLabel("Project length/area").selectOption({ index: 1 });
  await form.getByLabel("Project location").fill("Chermside");
  await form.getByLabel("Preferred timeline").selectOption({ index: 1 });
  await form.getByLabel("Estimated budget").selectOption({ index: 1 });
}

/** The RW- reference the page shows once a quote request is sent. */
export async function shownReference(page: Page): Promise<string> {
  const text = await page
    .getByText(/Your reference: RW-/)
    .first()
    .textContent();
  return /RW-[A-Z0-9]{6}/.exec(text ?? "")![0];
}

/** Fills the Google Ads page's enquiry form as a visitor would (the phone 0412 345 678 unless given). */
export async function fillAdEnquiry(
  page: Page,
  visitor: { name: string; email: string; service: string; details: string; phone?: string },
) {
  await page.getByLabel("Full name").fill(visitor.name);
  await page.getByLabel("Email").fill(visitor.email);
  await page.getByLabel("Phone").fill(visitor.phone ?? "0412 345 678");
  await page.getByLabel("Service").selectOption(visitor.service);
  await page.getByLabel("Project details").fill(visitor.details);
}

/** The quote form sent after the time a person takes to fill it, and the page saying it was sent. */
export async function sendQuoteForm(page: Page, form: Locator) {
  await takeAPersonsTime(page);
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Quote request sent successfully!", { exact: true })).toBeVisible();
}

/**
 * The answer to the page's next POST to `path`, read as it passes: a form that then loads its next page from the server
 * (the ad form's /thank-you) leaves no answer to read afterwards. Await it to start watching, send the form, then await
 * its `answer`.
 */
export async function nextPostAnswer<T>(page: Page, path: string): Promise<{ answer: Promise<{ status: number; body: T }> }> {
  let settle!: (answer: { status: number; body: T }) => void;
  const answer = new Promise<{ status: number; body: T }>((resolve) => (settle = resolve));
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch();
    settle({ status: response.status(), body: (await response.json()) as T });
    await route.fulfill({ response });
  });
  return { answer };
}
