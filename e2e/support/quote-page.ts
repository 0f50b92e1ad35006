import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import type { SmtpSink } from "../../server/test/smtp-sink";
import { quoteRequestBody } from "../../server/test/lead-bodies";
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./axe";
import { linkIn } from "./mail";
import { expect } from "./test";

/** The homeowner accepts the quote open on the page, typing their name, and sees it recorded. */
export async function acceptOnThePage(page: Page, fullName: string) {
  const form = page.getByRole("form", { name: "Accept this quote" });
  await form.getByLabel("Full name").fill(fullName);
  await form.getByRole("checkbox", { name: "I accept this quote and its terms" }).check();
  await form.getByRole("button", { name: "Accept quote" }).click();
  await expect(page.getByRole("status").first()).toContainText("Your acceptance is recorded");
}

/** The Colorbond fence the journeys quote: 24 m at $145 a metre ($3,828.00 with GST), a 10% deposit. */
export const FENCE_QUOTE = {
  lines: [{ description: "Colorbond fence, 1.8 m, Monument", quantity: "24", unit: "m", unitPriceCents: 14_500 }],
  depositPercent: 10,
  validDays: 30,
  completionDate: "2027-02-19",
  scope: "Remove the old paling fence and install 24 m of 1.8 m Colorbond fencing.",
  exclusions: "",
};

/** Staff write the lead's quote over the API (signed in on `api`) and send it to the homeowner: its id and address. */
export async function writeAndSendQuote(api: APIRequestContext, reference: string, content: object = FENCE_QUOTE) {
  const quote = await api.post("/api/quotes", { data: { reference, ...content } });
  expect(quote.status(), await quote.text()).toBe(201);
  const written = (await quote.json()) as { id: number; url: string };
  expect((await api.post(`/api/quotes/${written.id}/send`)).status()).toBe(200);
  return written;
}

/**
 * A homeowner's quote request, a staged quote written and sent, and the homeowner accepting it on their phone: the
 * lead is Won and its job made. Answers the lead's reference.
 */
export async function acceptedQuote(
  api: APIRequestContext,
  browser: Browser,
  sink: SmtpSink,
  homeowner: { name: string; email: string; location: string },
  content: object,
): Promise<string> {
  const created = await api.post("/api/contact", { data: quoteRequestBody(homeowner) });
  const { reference } = (await created.json()) as { reference: string };
  await writeAndSendQuote(api, reference, content);
  const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
  await page.goto(await linkIn(sink, homeowner.email, "Your quote", /\/quote\/[\w-]{32}/));
  await acceptOnThePage(page, homeowner.name);
  await page.close();
  return reference;
}

/** Staff, with the quote editor filled in: axe finds nothing serious, version 1 is saved and sent to the homeowner. */
export async function saveAndSendFirstVersion(staff: Page, editor: Locator) {
  await expectNoSeriousA11yViolations(staff);
  await editor.getByRole("button", { name: "Save version 1" }).click();
  await expect(staff.getByText("Draft, not sent")).toBeVisible();
  await staff.getByRole("button", { name: "Send version 1" }).click();
  await expect(staff.getByText("Sent, waiting for an answer")).toBeVisible();
}
