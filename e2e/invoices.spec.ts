import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { quoteRequestBody } from "../server/test/lead-bodies";
import { linkIn, smtpSinkForFile, unique } from "./support/mail";
import { startStripeStandIn, type StripeStandIn } from "../server/test/stripe-stand-in";
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { acceptOnThePage, writeAndSendQuote } from "./support/quote-page";
import { E2E_STAFF } from "./support/staff";

/**
 * From an accepted quote to a paid deposit: the homeowner opens the deposit invoice from the confirmation email,
 * pays by card on Stripe's page (a local stand-in, the one e2e/start-server.sh points the server at), comes back
 * to "payment received", and staff see the invoice paid. On a phone, with JavaScript on and off.
 */
const port = Number(process.env.E2E_PORT ?? 5100);
const sink = smtpSinkForFile();
let stripe: StripeStandIn;
test.beforeAll(async () => {
  stripe = await startStripeStandIn({
    secretKey: "sk_test_e2e_stand_in",
    webhookSecret: "whsec_e2e_stand_in",
    webhookUrl: `http://localhost:${port}/api/stripe/webhook`,
    port: port + 2000,
  });
});
test.afterAll(() => stripe?.close());

/** A lead, its quote written and sent by staff over the API: the homeowner's quote link, from the email. */
async function sentQuote(api: APIRequestContext, name: string) {
  const email = `invoice.${unique()}@example.com`;
  const created = await api.post("/api/contact", { data: quoteRequestBody({ name, email, location: "Chermside" }) });
  const { reference } = (await created.json()) as { reference: string };
  await writeAndSendQuote(api, reference);
  return { email, reference, quotePath: await linkIn(sink, email, "Your quote", /\/quote\/[\w-]{32}/) };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: PHONE_VIEWPORT, javaScriptEnabled });

    test("the homeowner pays the deposit invoice by card and sees the payment received; staff see it paid", async ({
      page,
      playwright,
      browser,
    }) => {
      // a visitor address of its own (one trusted proxy hop): the suite's sign-ins share a per-address budget
      const api = await playwright.request.newContext({
        baseURL: `http://localhost:${port}`,
        extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${javaScriptEnabled ? 71 : 72}` },
      });
      expect((await api.post("/api/login", { data: E2E_STAFF })).status()).toBe(200);
      const details = ((await (await api.get("/api/business-profile")).json()) as { details: Record<string, unknown> }).details;
      const bank = { abn: "51 824 753 556", bankAccountName: "Ridgeline Walls", bankBsb: "064-000", bankAccountNumber: "12345678" };
      // where money goes is changed only with the Owner's password
      expect(
        (await api.put("/api/business-profile", { data: { ...details, ...bank, currentPassword: E2E_STAFF.password } })).status(),
      ).toBe(200);
      const name = `Invoice Homeowner ${unique()}`;
      const { email, reference, quotePath } = await sentQuote(api, name);
      await page.goto(quotePath);
      await acceptOnThePage(page, name);

      // the deposit: 10% of $3,828.00, in the confirmation email
      const invoicePath = await linkIn(sink, email, `Quote ${reference} accepted`, /\/invoice\/[\w-]{32}/);
      await page.goto(invoicePath);
      await expect(page.getByRole("heading", { level: 1, name: /^Tax invoice INV-\d{6}$/ })).toBeVisible();
      await expect(page.getByRole("status").first()).toContainText("$382.80 owing");
      await expect(page.getByRole("heading", { name: "By bank transfer" })).toBeVisible();
      await expect(page.getByText("064-000")).toBeVisible();
      await expect(page.getByText("ABN 51 824 753 556")).toBeVisible();
      if (!javaScriptEnabled) await expect(page.locator("script:not([type='application/json'])")).toHaveCount(0);
      // axe and the overflow check run scripts in the page: the JavaScript-on run checks the same markup
      if (javaScriptEnabled) {
        await expectNoSeriousA11yViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }

      await page.getByRole("button", { name: "Pay $382.80 by card" }).click();
      await expect(page.getByRole("heading", { name: "Pay 382.80 AUD" })).toBeVisible();
      await page.getByRole("button", { name: "Pay now" }).click();
      await expect(page).toHaveURL(/\/payment\/cs_test_[0-9a-f]+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();

      await page.goto(invoicePath);
      await expect(page.getByRole("status").first()).toContainText("Nothing is owing");

      // staff in a browser of their own, signed in with the session the API context holds
      const staff = await (
        await browser.newContext({ viewport: DESKTOP_VIEWPORT, javaScriptEnabled: true, storageState: await api.storageState() })
      ).newPage();
      await staff.goto(`/admin?q=${reference}`);
      await staff.getByRole("button", { name: new RegExp(`^Open lead from ${name}`) }).click();
      const invoices = staff.getByRole("region", { name: "Invoices" });
      await expect(invoices.getByText("Paid", { exact: true })).toBeVisible();
      await expect(invoices).toContainText("Paid $382.80");
      await staff.context().close();
      await api.dispose();
    });
  });
}
