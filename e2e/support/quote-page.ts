import type { APIRequestContext, Page } from "@playwright/test";
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
