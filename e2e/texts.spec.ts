import { expect, test } from "./support/test";
import { ROUTES } from "../shared/routes";
import { quoteRequestBody } from "../server/test/lead-bodies";
import { startSmsStandIn, type SmsStandIn } from "../server/test/sms-stand-in";
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { takeAPersonsTime } from "./support/human-pace";
import { fillAdEnquiry, fillQuoteForm, shownReference } from "./support/quote-form";
import { signedInApi } from "./support/staff";

/**
 * Texts, on a phone: the "Text me about my quote" tick on both quote forms brings the receipt by text; staff send
 * "on my way" from the visit agenda and a free text from the lead. The SMS provider is a local stand-in on the port
 * e2e/start-server.sh points the server at.
 */
const port = Number(process.env.E2E_PORT ?? 5100);
let provider: SmsStandIn;
test.beforeAll(async () => {
  provider = await startSmsStandIn({ port: port + 3000, accountSid: "ACe2e0000000000000000000000000000", authToken: "e2e-sms-auth-token" });
});
test.afterAll(() => provider?.close());

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const textWith = (words: string) => provider.messages.find((m) => m.body.includes(words));

/** A mobile no other journey (nor a retry of this one) has used today: each number gets one receipt text a day. */
let mobiles = 0;
function freshMobile() {
  mobiles += 1;
  const digits = `0413${String((Date.now() + mobiles * 7919) % 1_000_000).padStart(6, "0")}`;
  return { typed: digits, e164: `+61${digits.slice(1)}` };
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("the tick on the home page's quote form brings the receipt by text", async ({ page }) => {
    await page.goto("/#quote-form");
    const form = page.getByRole("form", { name: "Free quote request" });
    const mobile = freshMobile();
    await fillQuoteForm(form, { name: `Text Homeowner ${unique()}`, email: `text.${unique()}@example.com`, phone: mobile.typed });
    const tick = form.getByRole("checkbox", { name: "Text me about my quote" });
    await expect(tick).not.toBeChecked();
    await tick.check();
    await expectNoSeriousA11yViolations(page);
    await takeAPersonsTime(page);
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    const reference = await shownReference(page);
    await expect.poll(() => textWith(reference) !== undefined, { timeout: 15_000 }).toBe(true);
    expect(textWith(reference)).toMatchObject({ to: mobile.e164, from: "+61491570006" });
    expect(textWith(reference)!.body).toMatch(/Book your free site visit: http:\/\/localhost:\d+\/book\/[\w-]{32} Reply STOP to opt out$/);
  });

  test("the tick on /GA-Enquiry brings the receipt by text", async ({ page }) => {
    await page.goto(ROUTES.adEnquiry.path);
    await fillAdEnquiry(page, {
      name: `Ad Text ${unique()}`,
      email: `ad.text.${unique()}@example.com`,
      service: "fencing",
      details: "A 20 m Colorbond fence on the side boundary.",
      // a mobile of its own: one receipt text per number a day
      phone: freshMobile().typed,
    });
    await page.getByRole("checkbox", { name: "Text me about my quote" }).check();
    await takeAPersonsTime(page);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=RW-/);
    const reference = new URL(page.url()).searchParams.get("ref")!;
    await expect.poll(() => textWith(reference) !== undefined, { timeout: 15_000 }).toBe(true);
  });

  test("staff send 'on my way' from the agenda and a free text from the lead", async ({ browser, playwright }) => {
    const api = await signedInApi(playwright, "198.51.100.91");
    const name = `Agenda Text ${unique()}`;
    const created = await api.post("/api/contact", {
      data: {
        ...quoteRequestBody({ name, email: `agenda.${unique()}@example.com`, phone: "0412 777 888", location: "Chermside" }),
        smsConsent: true,
      },
    });
    const { reference } = (await created.json()) as { reference: string };
    const listed = (await (await api.get(`/api/contact?page=1&q=${reference}`)).json()) as { rows: { id: number }[] };
    expect(listed.rows, JSON.stringify(listed).slice(0, 300)).toHaveLength(1);
    const leadId = listed.rows[0]!.id;
    const windows = (await (await api.get("/api/visits/open-windows")).json()) as { start: string }[];
    expect(windows.length, JSON.stringify(windows).slice(0, 300)).toBeGreaterThan(0);
    expect(
      (await api.put(`/api/contact/${leadId}/visit`, { data: { slot: windows[0]!.start, address: "7 Text Street, Chermside" } })).status(),
    ).toBe(200);

    const staff = await (await browser.newContext({ viewport: PHONE_VIEWPORT, storageState: await api.storageState() })).newPage();
    await staff.goto("/admin/visits");
    const visit = staff.getByRole("listitem").filter({ hasText: name });
    await visit.getByLabel("Arriving about").fill("10:30");
    await visit.getByRole("button", { name: "On my way" }).click();
    await expect(staff.getByText("On my way: text sent", { exact: true })).toBeVisible();
    await expect
      .poll(() => provider.messages.some((m) => m.to === "+61412777888" && m.body.includes("arriving about 10:30 am")), { timeout: 15_000 })
      .toBe(true);

    await staff.goto(`/admin?tab=inquiries&lead=${leadId}`);
    const texts = staff.getByRole("region", { name: "Texts" });
    await expect(texts).toContainText("Asked for texts to +61412777888 on the quote form");
    await texts.getByLabel("Text to the homeowner").fill("Running 10 minutes late, sorry!");
    await expect(texts.getByText(/^1 segment \(GSM-7\)/)).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await texts.getByRole("button", { name: "Send text" }).click();
    await expect(staff.getByText("Text on its way", { exact: true })).toBeVisible();
    await expect
      .poll(() => provider.messages.some((m) => m.body === "Running 10 minutes late, sorry! Reply STOP to opt out"), { timeout: 15_000 })
      .toBe(true);
    await expect(texts).toContainText("Running 10 minutes late, sorry! Reply STOP to opt out");
    await staff.screenshot({ path: "test-results/lead-texts-390.png", fullPage: true });
    await staff.context().close();
    await api.dispose();
  });
});
