import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ROUTES } from "../shared/routes";
import { takeAPersonsTime } from "./support/human-pace";
import { signInThroughApi } from "./support/staff";
import { fillAdEnquiry, nextPostAnswer } from "./support/quote-form";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    recordGtagCall?: (args: unknown[]) => Promise<void>;
  }
}

/** Stands in for Google's global tracking function (the shared e2e server has no Google Ads id): its calls, in order. */
async function recordGtagCalls(page: Page): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  await page.exposeFunction("recordGtagCall", (args: unknown[]) => {
    calls.push(args);
  });
  await page.addInitScript(() => {
    window.gtag = (...args: unknown[]) => void window.recordGtagCall?.(args);
  });
  return calls;
}

test("an ad visitor corrects the form, submits it, lands on /thank-you and the conversion fires once", async ({ page }) => {
  const gtagCalls = await recordGtagCalls(page);
  const googleRequests: string[] = [];
  page.on("request", (request) => {
    if (/google(tagmanager|adservices)|doubleclick/.test(request.url())) googleRequests.push(request.url());
  });
  const conversions = () => gtagCalls.filter((args) => args[0] === "event" && args[1] === "conversion");
  const created = await nextPostAnswer<{ reference: string; bookingUrl: string }>(page, "/api/ga-enquiry");

  await page.goto(ROUTES.adEnquiry.path);
  await expect(page).toHaveTitle(ROUTES.adEnquiry.title);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Free On-Site Quote");
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toContainText("QBCC Licence");
  await expect(page.getByRole("region", { name: "Recent projects" }).getByRole("img")).toHaveCount(3);

  await page.getByRole("link", { name: "Get My Free Quote" }).click();
  await expect(page.locator("#quote-form")).toBeInViewport();

  const submit = page.getByRole("button", { name: "Get My Free Quote" });
  await page.getByLabel("Full name").fill("A");
  await page.getByLabel("Email").fill("ad-visitor@");
  await submit.click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByText("Please select a service")).toBeVisible();
  await expect(page.getByText("Please provide some details about your project")).toBeVisible();

  const name = `Ad Visitor ${Date.now()}`;
  await fillAdEnquiry(page, {
    name: name,
    email: "ad-visitor@example.com",
    service: "retaining-walls",
    details: "Sloping backyard, about 15 m of wall up to 1.2 m high.",
  });
  await takeAPersonsTime(page);
  await submit.click();
  const { status, body: lead } = await created.answer;
  expect(status).toBe(201);
  expect(Object.keys(lead)).toEqual(["reference", "bookingUrl"]);

  // the booking link rides in the fragment, which no server or tag sees
  await expect(page).toHaveURL(/\/thank-you\?ref=RW-[A-Z0-9]{6}$/);
  await expect(page).toHaveTitle(ROUTES.thankYou.title);
  await expect(page.getByRole("link", { name: "Book your free site visit" })).toHaveAttribute("href", new URL(lead.bookingUrl).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Thank You!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View FAQ" })).toHaveAttribute("href", "/faq");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();

  await expect.poll(() => conversions().length).toBe(1);
  // The lead's reference, so Google Ads drops a duplicate of the same lead.
  expect(conversions()[0]![2]).toEqual({ transaction_id: lead.reference });

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Thank You!" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(conversions()).toHaveLength(1);
  expect(googleRequests).toEqual([]);

  await signInThroughApi(page);
  const leads = (await (await page.request.get("/api/ga-leads")).json()) as { reference: string; name: string; service: string }[];
  expect(leads.find((l) => l.reference === lead.reference)).toMatchObject({ name, service: "retaining-walls", isSpam: false });
});

test("a visit to /thank-you without a submitted lead fires no conversion", async ({ page }) => {
  const gtagCalls = await recordGtagCalls(page);
  await page.goto(ROUTES.thankYou.path);
  await expect(page.getByRole("heading", { level: 1, name: "Thank You!" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(gtagCalls).toEqual([]);
});

test("a failed submission keeps what the visitor typed and shows the error toast", async ({ page }) => {
  await page.route("**/api/ga-enquiry", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
  await page.goto(ROUTES.adEnquiry.path);
  await fillAdEnquiry(page, {
    name: "Jane Citizen",
    email: "jane@example.com",
    service: "both",
    details: "A wall and a fence for a new build.",
  });
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Failed to submit form. Please try again or call us directly.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/GA-Enquiry$/);
  await expect(page.getByLabel("Full name")).toHaveValue("Jane Citizen");
  await expect(page.getByLabel("Project details")).toHaveValue("A wall and a fence for a new build.");
});
