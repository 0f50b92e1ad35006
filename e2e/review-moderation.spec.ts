import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { defaultBusinessProfile } from "../shared/business-profile";
import { ROUTES } from "../shared/routes";
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { takeAPersonsTime } from "./support/human-pace";
import { signInThroughApi } from "./support/staff";

const stamp = Date.now();
const rejectedName = `Rejected Reviewer ${stamp}`;
const repliedName = `Replied Reviewer ${stamp}`;
const replyText = `Thanks for having us, enjoy the new fence! (${stamp})`;

async function openReviewsFor(page: Page, name: string) {
  await page.goto("/admin?tab=reviews");
  await page.getByRole("searchbox", { name: "Search reviews" }).fill(name);
}

test("staff reject one review with a reason, approve and reply to another, then unpublish it; the audit trail shows it all", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A visitor sends a review through the form.
  await page.goto(ROUTES.shareExperience.path);
  await expect(page.getByRole("heading", { name: "How we moderate reviews" })).toBeVisible();
  await page.getByLabel("Your name").fill(rejectedName);
  await page.getByLabel("Your location").fill("Logan");
  await page.getByRole("textbox", { name: "Your review" }).fill(`Buy cheap pavers today, best prices in town ${stamp}`);
  await takeAPersonsTime(page); // a person's pace: the spam rules flag a form sent within 3 s
  const sent = page.waitForResponse((res) => res.url().endsWith("/api/reviews") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Review" }).click();
  expect((await sent).status()).toBe(201);
  // A second visitor's review.
  const second = await page.request.post("/api/reviews", {
    data: { name: repliedName, location: "Buderim", rating: 3, reviewText: `Good fence, a day later than planned ${stamp}` },
  });
  expect(second.status()).toBe(201);

  await signInThroughApi(page);

  // Reject the first with a reason.
  await openReviewsFor(page, rejectedName);
  await page.getByRole("button", { name: `Reject review by ${rejectedName}` }).click();
  const rejectDialog = page.getByRole("dialog", { name: new RegExp(`Reject review #\\d+ by ${rejectedName}`) });
  await expect(rejectDialog.getByText("A low rating is never a reason to decline a review.")).toBeVisible();
  await rejectDialog.getByRole("button", { name: "Reject review" }).click();
  await expect(rejectDialog.getByText("Please choose a reason")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await rejectDialog.getByRole("radio", { name: /Spam or advertising/ }).check();
  await rejectDialog.getByRole("button", { name: "Reject review" }).click();
  await expect(page.getByText("Review rejected", { exact: true })).toBeVisible();
  await expect(rejectDialog).toHaveCount(0);
  await expect(page.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(page.getByText("Spam or advertising", { exact: true })).toBeVisible();

  // Approve the second and reply to it.
  await openReviewsFor(page, repliedName);
  await page.getByRole("button", { name: `Approve review by ${repliedName}` }).click();
  await expect(page.getByText("Review approved", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Reply and history for review by ${repliedName}` }).click();
  const details = page.getByRole("dialog", { name: new RegExp(`Review #\\d+ by ${repliedName}`) });
  await details.getByRole("textbox", { name: "Reply text" }).fill(replyText);
  await details.getByRole("button", { name: "Publish reply" }).click();
  await expect(page.getByText("Reply saved", { exact: true })).toBeVisible();
  await expect(details.getByRole("list", { name: "Moderation history, oldest first" }).getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");

  // The home page shows it with the reply; the rejected one never shows.
  await page.goto("/");
  const card = page.getByRole("listitem").filter({ hasText: repliedName });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Response from ${defaultBusinessProfile.name}`)).toBeVisible();
  await expect(card.getByText(replyText)).toBeVisible();
  await expect(page.getByText(rejectedName)).toHaveCount(0);
  const publicList = (await (await page.request.get("/api/reviews")).json()) as { name: string; reply: { text: string } | null }[];
  expect(publicList.find((r) => r.name === repliedName)?.reply?.text).toBe(replyText);
  expect(publicList.some((r) => r.name === rejectedName)).toBe(false);

  // Unpublish it: it leaves the home page.
  await openReviewsFor(page, repliedName);
  await page.getByRole("button", { name: `Unpublish review by ${repliedName}` }).click();
  const unpublishDialog = page.getByRole("dialog", { name: new RegExp(`Unpublish review #\\d+ by ${repliedName}`) });
  await unpublishDialog.getByRole("radio", { name: /Other/ }).check();
  await unpublishDialog.getByRole("textbox", { name: /Note/ }).fill("The customer asked us to take it down");
  await unpublishDialog.getByRole("button", { name: "Unpublish review" }).click();
  await expect(page.getByText("Review unpublished", { exact: true })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "What Our Customers Say" })).toBeVisible();
  await expect(page.getByText(repliedName)).toHaveCount(0);

  // The audit trail shows every action.
  await openReviewsFor(page, repliedName);
  await page.getByRole("button", { name: `Reply and history for review by ${repliedName}` }).click();
  const history = page.getByRole("list", { name: "Moderation history, oldest first" }).getByRole("listitem");
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText("Approved");
  await expect(history.nth(1)).toContainText("Reply added");
  await expect(history.nth(1)).toContainText(replyText);
  await expect(history.nth(2)).toContainText("Unpublished");
  await expect(history.nth(2)).toContainText("Reason: Other");
  await expect(history.nth(2)).toContainText("The customer asked us to take it down");
  await page.keyboard.press("Escape");

  await openReviewsFor(page, rejectedName);
  await page.getByRole("button", { name: `Reply and history for review by ${rejectedName}` }).click();
  const rejectedHistory = page.getByRole("list", { name: "Moderation history, oldest first" }).getByRole("listitem");
  await expect(rejectedHistory).toHaveCount(1);
  await expect(rejectedHistory.first()).toContainText("Rejected");
  await expect(rejectedHistory.first()).toContainText("Reason: Spam or advertising");
});

test("the moderation controls work and pass axe on a 390 px phone", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const name = `Phone Reviewer ${Date.now()}`;
  const res = await page.request.post("/api/reviews", {
    data: { name, location: "Noosa", rating: 2, reviewText: `See www.example-walls.com.au for more ${Date.now()}` },
  });
  expect(res.status()).toBe(201);
  await signInThroughApi(page);
  await openReviewsFor(page, name);
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByText("Contains links")).toBeVisible();
  await expect(page.getByRole("group", { name: "Filter by status" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("button", { name: `Reject review by ${name}` }).click();
  const dialog = page.getByRole("dialog");
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await expectNoSeriousA11yViolations(page);
});
