import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { quoteRequestBody } from "../server/test/lead-bodies";
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { takeAPersonsTime } from "./support/human-pace";
import { signInThroughApi } from "./support/staff";
import { fillQuoteForm } from "./support/quote-form";

/** The homeowner books the free site visit from the link they get, on a phone, with and without JavaScript. */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Chooses the first window more than a day away (so it stays changeable), fills the address and books it. */
async function bookFirstWindow(page: Page, address: string) {
  const booking = page.getByRole("form", { name: "Book your site visit" });
  const radios = booking.getByRole("radio");
  const values = await radios.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value).filter((value) => value.includes("T")),
  );
  const slot = values.find((value) => new Date(value).getTime() - Date.now() > 25 * 3_600_000)!;
  await booking.locator(`input[name="slot"][value="${slot}"]`).check();
  await booking.getByLabel("Street address for the visit").fill(address);
  await booking.getByRole("radio", { name: /Yes, a small excavator/ }).check();
  await booking.getByLabel(/Where can we park/).fill("On the street out front");
  await booking.getByRole("button", { name: "Book this visit" }).click();
  await expect(page.getByText("Your visit is booked", { exact: true })).toBeVisible();
  return slot;
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("a homeowner asks for a quote, follows the booking link from the form, books a visit, and staff see it in the agenda", async ({
    page,
  }) => {
    const name = `Visit Homeowner ${unique()}`;
    await page.goto("/#quote-form");
    const form = page.getByRole("form", { name: "Free quote request" });
    await fillQuoteForm(form, { name, email: `visit.${unique()}@example.com` });
    await takeAPersonsTime(page);
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    const link = form.getByRole("link", { name: "Book your free site visit" });
    await expect(link).toHaveAttribute("href", /^\/book\/[\w-]{32}$/);
    await link.click();

    await expect(page.getByRole("heading", { level: 1, name: `Hi Visit, let's find a time` })).toBeVisible();
    await expect(page.getByText("Chermside", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await bookFirstWindow(page, "14 Example Street, Chermside");
    await expect(page.getByRole("link", { name: "Change time" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signInThroughApi(page);
    await page.goto("/admin/visits");
    const visit = page.getByRole("listitem").filter({ hasText: name });
    await expect(visit.getByText("14 Example Street, Chermside")).toBeVisible();
    await expect(visit.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:0412345678");
    await expect(visit.getByRole("link", { name: "Map" })).toHaveAttribute(
      "href",
      /google\.com\/maps\/search\/\?api=1&query=14%20Example%20Street/,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the booking page books, shows the booking, moves it and cancels it", async ({ page }) => {
      const created = await page.request.post("/api/contact", {
        data: quoteRequestBody({ name: "Nojs Homeowner", email: `nojs.${unique()}@example.com` }),
      });
      expect(created.status()).toBe(201);
      const { bookingUrl } = (await created.json()) as { bookingUrl: string };
      await page.goto(new URL(bookingUrl).pathname);
      await expect(page.getByRole("heading", { level: 1, name: "Hi Nojs, let's find a time" })).toBeVisible();
      const first = await bookFirstWindow(page, "9 Quiet Lane, Chermside");
      await expect(page.getByRole("status")).toContainText("Your visit is booked.");

      await page.getByRole("link", { name: "Change time" }).click();
      await expect(page.getByRole("heading", { name: "Choose a new time" })).toBeVisible();
      const booking = page.getByRole("form", { name: "Book your site visit" });
      const later = await booking
        .locator('input[name="slot"]')
        .evaluateAll(
          (inputs, taken) =>
            inputs
              .map((input) => (input as HTMLInputElement).value)
              .find((value) => value !== taken && new Date(value).getTime() - Date.now() > 25 * 3_600_000)!,
          first,
        );
      await booking.locator(`input[name="slot"][value="${later}"]`).check();
      await booking.getByRole("button", { name: "Book this visit" }).click();
      await expect(page.getByRole("status")).toContainText("Your visit has its new time.");

      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("status")).toContainText("Your visit is cancelled.");
      await expect(page.getByRole("button", { name: "Book this visit" })).toBeVisible();
    });
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test("staff book a visit for a homeowner who rang, from the lead, and the visit windows screen passes axe", async ({ page }) => {
    const created = await page.request.post("/api/contact", { data: quoteRequestBody({ name: `Rang In ${unique()}` }) });
    const { reference } = (await created.json()) as { reference: string };
    await signInThroughApi(page);
    await page.goto(`/admin?q=${reference}`);
    await page.getByRole("button", { name: /^Open lead from Rang In/ }).click();
    await page.getByRole("button", { name: "Book a visit" }).click();
    const window = page.getByLabel("Window");
    await expect(window.locator("option").nth(1)).toBeAttached();
    await window.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Book the visit" }).click();
    await expect(page.getByText("Visit booked", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move visit" })).toBeVisible();

    await page.goto("/admin/visits");
    await expect(page.getByRole("heading", { name: "Visit windows" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Day of window 1", exact: true })).toHaveValue("1");
    await expectNoSeriousA11yViolations(page);
  });
});
