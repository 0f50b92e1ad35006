import type { Page } from "@playwright/test";
import { expect } from "./test";

/** The homeowner accepts the quote open on the page, typing their name, and sees it recorded. */
export async function acceptOnThePage(page: Page, fullName: string) {
  const form = page.getByRole("form", { name: "Accept this quote" });
  await form.getByLabel("Full name").fill(fullName);
  await form.getByRole("checkbox", { name: "I accept this quote and its terms" }).check();
  await form.getByRole("button", { name: "Accept quote" }).click();
  await expect(page.getByRole("status").first()).toContainText("Your acceptance is recorded");
}
