import { type Page } from "@playwright/test";
import { untilHydrated } from "./support/islands";
import { expect, test } from "./support/test";
import { takeAPersonsTime } from "./support/human-pace";
import { E2E_STAFF, signInThroughApi, logInOnForm } from "./support/staff";
import { quoteRequestBody } from "../server/test/lead-bodies";

/**
 * The staff journey against the real server: a visitor's review and quote request reach the
 * dashboard, staff sign in through the form, approve the review and log out, and the review goes public.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createQuoteRequest(page: Page, name: string) {
  const res = await page.request.post("/api/contact", {
    data: quoteRequestBody({ name, phone: "0491 570 006", email: "quote.visitor@example.com", budget: "over-20k" }),
  });
  expect(res.status()).toBe(201);
}

async function createReview(page: Page, name: string, reviewText: string) {
  const res = await page.request.post("/api/reviews", {
    data: { name, location: "Noosa Heads", rating: 5, reviewText, service: "Timber Fencing" },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

/** A homeowner shares a review on /share-experience and sees the Thank You! card. */
async function submitReviewThroughForm(page: Page, name: string, reviewText: string) {
  await page.goto("/share-experience");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Your location").fill("Noosa Heads");
  await page.getByRole("textbox", { name: "Your review" }).fill(reviewText);
  await page.getByRole("checkbox", { name: "Timber Fencing" }).check();
  await takeAPersonsTime(page);
  const created = page.waitForResponse((res) => res.url().endsWith("/api/reviews") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Review" }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
}

/** Signs in on /login, the username typed with stray spaces as a phone keyboard adds them. */
async function logInThroughForm(page: Page, password = E2E_STAFF.password) {
  await page.goto("/login");
  await logInOnForm(page, { username: `  ${E2E_STAFF.username} `, password });
}

test("a visitor's review and quote request are seen, approved and published by staff", async ({ page }) => {
  const id = unique();
  const visitor = `Quote Visitor ${id}`;
  const reviewer = `Reviewer ${id}`;
  const reviewText = `The crew built our concrete sleeper wall in three days and left the yard spotless (${id}).`;
  await createQuoteRequest(page, visitor);
  await submitReviewThroughForm(page, reviewer, reviewText);

  await logInThroughForm(page);
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  // the tabs count what staff have to work: spam is held apart and counted in none of them
  type Flagged = { isSpam: boolean };
  const real = async <Row extends Flagged>(path: string) =>
    ((await (await page.request.get(path)).json()) as Row[]).filter((row) => !row.isSpam);
  const counts = {
    inquiries: (await real("/api/contact")).length,
    adLeads: (await real("/api/ga-leads")).length,
    pendingReviews: (await real<Flagged & { isApproved: string }>("/api/reviews/all")).filter((r) => r.isApproved === "pending").length,
  };
  expect(counts.inquiries).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("tab", { name: /Inquiries/ })).toHaveText(`Inquiries${counts.inquiries}`);
  await expect(page.getByRole("tab", { name: /Ad Leads/ })).toHaveText(`Ad Leads${counts.adLeads}`);
  await expect(page.getByRole("tab", { name: /Reviews/ })).toHaveText(`Reviews${counts.pendingReviews} pending`);

  const inquiryRow = page.getByRole("row").filter({ hasText: visitor });
  await expect(inquiryRow).toBeVisible();
  await expect(inquiryRow).toContainText("10-30 metres");
  await expect(inquiryRow).toContainText("Over $20,000");
  await expect(inquiryRow.getByRole("link", { name: "0491 570 006" })).toHaveAttribute("href", "tel:0491570006");

  await page.getByRole("tab", { name: /Reviews/ }).click();
  const reviewRow = page.getByRole("row").filter({ hasText: reviewer });
  await expect(reviewRow).toContainText("Pending");
  await reviewRow.getByRole("button", { name: `Approve review by ${reviewer}` }).click();
  await expect(page.getByText("Review approved", { exact: true })).toBeVisible();
  await expect(reviewRow).toContainText("Approved");
  await expect(reviewRow.getByRole("button", { name: /^Approve review/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You have been successfully logged out.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/contact")).status()).toBe(401);

  // Back to the public site inside the same app: the review list is fetched afresh, not from a stale cache.
  await page.getByRole("link", { name: "Back to website" }).click();
  await expect(page).toHaveURL(/\/$/);
  const homeReviews = page.getByRole("region", { name: "What Our Customers Say" });
  await expect(homeReviews.getByText(reviewText, { exact: false })).toBeVisible();
  await expect(homeReviews.getByText(reviewer, { exact: true })).toBeVisible();
});

test("opening a link into /admin without a session lands on /login, and signing in opens what the link pointed at", async ({ page }) => {
  await page.goto("/admin?tab=reviews");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%3Ftab%3Dreviews$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff Login" })).toBeVisible();
  await expect(page.getByText("Your session has ended.")).toHaveCount(0);
  await logInOnForm(page);
  await expect(page).toHaveURL(/\/admin\?tab=reviews$/);
  await expect(page.getByRole("tab", { name: /Reviews/ })).toHaveAttribute("aria-selected", "true");
});

test("a wrong password shows Login failed and stays on /login", async ({ page }) => {
  await logInThroughForm(page, "not-the-password");
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid username or password", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("empty fields show Missing information without a request", async ({ page }) => {
  await page.goto("/login");
  let loginRequests = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/login")) loginRequests += 1;
  });
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Missing information", { exact: true })).toBeVisible();
  expect(loginRequests).toBe(0);
});

test("a signed-in visitor opening /login goes to /admin", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/admin$/);
});

test("a session that ends mid-use says so, and signing in again comes back to the same screen", async ({ page }) => {
  const reviewer = `Late Reviewer ${unique()}`;
  await createReview(page, reviewer, "Great fence, friendly team, would use again.");
  await signInThroughApi(page);
  await page.goto("/admin?tab=reviews");
  const approve = page.getByRole("button", { name: `Approve review by ${reviewer}` });
  await expect(approve).toBeVisible();
  // The server forgets the session (as when it expires); the open dashboard does not know yet.
  expect((await page.request.post("/api/logout")).status()).toBe(200);
  await approve.click();

  await expect(page).toHaveURL(/\/login\?session=ended&next=%2Fadmin%3Ftab%3Dreviews$/);
  await expect(page.getByText("Your session has ended. Please log in again.", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Failed to approve review. Please try again.")).toHaveCount(0);

  await logInOnForm(page);
  await expect(page).toHaveURL(/\/admin\?tab=reviews$/);
  await expect(page.getByRole("tab", { name: /Reviews/ })).toHaveAttribute("aria-selected", "true");
  // nothing was approved while signed out: the action is there to do again
  await page.getByRole("button", { name: `Approve review by ${reviewer}` }).click();
  await expect(page.getByText("Review approved", { exact: true })).toBeVisible();
});

test("staff pages are not indexed and public pages load no staff code", async ({ page, request }) => {
  for (const path of ["/admin", "/login"]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  }
  expect(await (await request.get("/robots.txt")).text()).toMatch(/Disallow: \/admin[\s\S]*Disallow: \/login/);

  // Text that only staff code contains: if any public script holds it, staff code leaked into public chunks.
  const staffOnly = ["Unable to load admin data", "Welcome back!", "the review will now be visible"];
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await page.goto("/");
  // the home page's islands start at the visitor's first touch; the quote form's as it comes near
  await untilHydrated(page, "/");
  await page.getByRole("form", { name: "Free quote request" }).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => staffOnly.some((text) => body.includes(text)))).toHaveLength(0);

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Staff Login" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The same check finds the login code once /login is open, so it can fail.
  const withLogin = await Promise.all(scripts);
  expect(withLogin.some((body) => body.includes("Welcome back!"))).toBe(true);
});
