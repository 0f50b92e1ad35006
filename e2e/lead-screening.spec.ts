import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { APP_SHELL, holdBack, isHydrated } from "./support/hold-back";
import { takeAPersonsTime } from "./support/human-pace";
import { signInThroughApi } from "./support/staff";
import { quoteRequestBody } from "../server/test/lead-bodies";
import { fillAdEnquiry } from "./support/quote-form";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Lead = {
  name: string;
  isSpam: boolean;
  spamReason: string | null;
  attribution: Record<string, string | null>;
  belowMinimum?: boolean;
  outsideServiceArea?: boolean;
};

/** The leads of a kind as staff's list answers them (signed in through the API). */
async function storedLeads(page: Page, list: "/api/contact" | "/api/ga-leads") {
  await signInThroughApi(page);
  return (await (await page.request.get(list)).json()) as Lead[];
}
const storedAdLead = async (page: Page, name: string) => (await storedLeads(page, "/api/ga-leads")).find((lead) => lead.name === name);

test("an ad click's campaign follows the visitor to another page and shows on the lead in /admin", async ({ page }) => {
  const name = `Campaign Visitor ${unique()}`;
  await page.goto("/GA-Enquiry?gclid=TEST&utm_source=google&utm_campaign=walls");
  await page
    .getByRole("link", { name: /Ridgeline/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/faq");
  await page.goto("/GA-Enquiry");

  await fillAdEnquiry(page, { name: name, email: "campaign@example.com", service: "both", details: "A 25 m wall and a new side fence." });
  await expect(page.getByText(/Walls over 1 metre high need engineering/)).toBeVisible();
  await takeAPersonsTime(page);
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=RW-[A-Z0-9]{6}$/);

  expect(await storedAdLead(page, name)).toMatchObject({
    isSpam: false,
    attribution: {
      gclid: "TEST",
      utmSource: "google",
      utmCampaign: "walls",
      landingPage: "/GA-Enquiry?gclid=TEST&utm_source=google&utm_campaign=walls",
    },
  });

  await page.goto("/admin?tab=ga-leads");
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByText("Google Ads · walls").click();
  await expect(row.getByText("TEST", { exact: true })).toBeVisible();
  await expect(row.getByText("google", { exact: true })).toBeVisible();
  await expect(row.getByText("walls", { exact: true })).toBeVisible();
});

test("a visitor who only reads and leaves still has the ad click kept, written as the page is left, not while it paints", async ({
  page,
}) => {
  const kept = () => page.evaluate(() => localStorage.getItem("lead.attribution"));
  await page.goto("/faq?gclid=READER&utm_source=google", { waitUntil: "networkidle" });
  expect(await kept(), "kept while the page painted").toBeNull();

  await page.goto("/privacy-policy");
  expect(JSON.parse((await kept()) ?? "{}")).toMatchObject({
    values: { gclid: "READER", utmSource: "google", landingPage: "/faq?gclid=READER&utm_source=google" },
  });
});

test("a form sent by a script in under 3 seconds with the hidden field filled is answered like any other, and flagged", async ({
  page,
  request,
}) => {
  const name = `Script ${unique()}`;
  const real = await request.post("/api/contact", {
    data: quoteRequestBody({ name: `Genuine ${name.replace("Script ", "")}`, email: "bot@example.com" }),
  });
  const bot = await request.post("/api/contact", {
    data: quoteRequestBody({ name, email: "bot@example.com", website: "http://spam.example", fillTimeMs: 400 }),
  });
  expect(bot.status()).toBe(201);
  expect(Object.keys(await bot.json())).toEqual(Object.keys(await real.json()));

  const leads = await storedLeads(page, "/api/contact");
  expect(leads.find((l) => l.name === name)).toMatchObject({
    isSpam: true,
    spamReason: "Hidden field filled in; Sent 0.4 s after the form was shown",
  });
  const realCount = leads.filter((l) => !l.isSpam).length;

  await page.goto("/admin");
  await expect(page.getByRole("tab", { name: /Inquiries/ })).toHaveText(`Inquiries${realCount}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.getByRole("button", { name: /^Spam \(\d+\)$/ }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Hidden field filled in");
  await row.getByRole("button", { name: `Not spam: restore ${name}` }).click();
  await expect(page.getByText("Marked as not spam", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Inquiries/ })).toHaveText(`Inquiries${realCount + 1}`);
});

test("a keyboard-only homeowner sends the main form and is not flagged", async ({ page }) => {
  const name = `Keyboard Homeowner ${unique()}`;
  await page.goto("/#quote-form");
  const form = page.getByRole("form", { name: "Free quote request" });
  // arriving at #quote-form puts the focus on its heading; the visitor tabs on from there
  await expect(page.locator("#quote-form")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Full name")).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type("0412 345 678");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keyboard@example.com");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Project location")).toBeFocused();
  await page.keyboard.type("Buderim");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("checkbox", { name: "Concrete Sleeper Retaining Wall" })).toBeFocused();
  await page.keyboard.press("Space");
  for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
  await expect(form.getByLabel("Project length/area")).toBeFocused();
  // the length's second choice, then the timeline's and the budget's first
  for (const key of ["ArrowDown", "ArrowDown", "Tab", "ArrowDown", "Tab", "ArrowDown", "Tab"]) await page.keyboard.press(key);
  // the optional photos are a stop of their own, passed by
  await expect(form.getByLabel("Photos of your site (optional)")).toBeFocused();
  await page.keyboard.press("Tab");
  // the "Text me about my quote" tick, left unticked
  await expect(form.getByRole("checkbox", { name: "Text me about my quote" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Get My Free Quote" })).toBeFocused();
  await takeAPersonsTime(page);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Quote request sent successfully!", { exact: true })).toBeVisible();

  const leads = await storedLeads(page, "/api/contact");
  expect(leads.find((l) => l.name === name)).toMatchObject({
    isSpam: false,
    spamReason: null,
    location: "Buderim",
    service: "Concrete Sleeper Retaining Wall",
    length: "10-30m",
    outsideServiceArea: false,
  });
});

test("the quote form notes the minimum job and the service area for the right answers, and passes axe", async ({ page }) => {
  await page.goto("/#quote-form");
  const form = page.getByRole("form", { name: "Free quote request" });
  const notes = page.getByTestId("qualification-notes");
  await form.getByRole("checkbox", { name: "Timber Sleeper Retaining Wall" }).check();
  await expect(notes).toContainText("Walls over 1 metre high need engineering");
  await expect(notes).not.toContainText("minimum");
  await form.getByLabel("Project length/area").selectOption("under-10m");
  await expect(notes).toContainText("Our minimum retaining wall job is 20 square metres");
  await form.getByRole("checkbox", { name: "Colorbond Fencing" }).check();
  await expect(notes).toContainText("Our minimum fence job is 20 linear metres");

  await form.getByLabel("Project location").fill("Chermside");
  await expect(notes).not.toContainText("outside our usual service area");
  await expect(form.locator("datalist option").first()).toHaveAttribute("value", "Chermside QLD 4032");
  await form.getByLabel("Project location").fill("Toowoomba");
  await expect(notes).toContainText("Toowoomba looks to be outside our usual service area (Greater Brisbane including the Sunshine Coast)");
  await form.getByLabel("Project location").fill("Maroochydore");
  await expect(notes).not.toContainText("outside our usual service area");
  await form.getByLabel("Project location").fill("Surfers Paradise QLD 4217");
  await expect(notes).toContainText("outside our usual service area");
  await expectNoSeriousA11yViolations(page);
});

test("the ad form and the review form, with their hidden fields, pass axe", async ({ page }) => {
  await page.goto("/GA-Enquiry");
  await page.getByLabel("Service").selectOption("retaining-walls");
  await expect(page.getByText(/Walls over 1 metre high need engineering/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto("/share-experience");
  await expect(page.getByRole("button", { name: "Submit Review" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a visitor who sends the ad form before the page's code has arrived gets through, details out of the address and not flagged", async ({
  page,
}) => {
  const name = `Early Sender ${unique()}`;
  // the app's code (React and the page) is held back: the page is server HTML that nothing has hydrated
  const release = await holdBack(page, APP_SHELL);
  await page.goto("/GA-Enquiry");
  await fillAdEnquiry(page, { name: name, email: "early@example.com", service: "fencing", details: "A new side fence, about 20 m." });
  await takeAPersonsTime(page);
  await page.getByLabel("Full name").press("Enter");
  // the page holds the submit for the form's code: the form says so, and the details never reach the address
  await expect(page.locator("form[data-held-submit]")).toHaveCount(1);
  expect(new URL(page.url()).search).toBe("");
  expect(await isHydrated(page.locator("h1"))).toBe(false);

  release();
  await expect(page).toHaveURL(/\/thank-you\?ref=RW-[A-Z0-9]{6}$/);
  expect(await storedAdLead(page, name)).toMatchObject({ isSpam: false, spamReason: null });
});
