import { expect, test } from "./support/test";
import { ROUTES } from "../shared/routes";
import { takeAPersonsTime } from "./support/human-pace";
import { signInThroughApi } from "./support/staff";

test("a homeowner shares a review, sees the Thank You! card, and once approved it is in the home page's structured data", async ({
  page,
}) => {
  const name = `Reviewer ${Date.now()}`;
  await page.goto(ROUTES.shareExperience.path);
  await expect(page.getByRole("heading", { level: 1, name: "Share Your Experience" })).toBeVisible();
  await expect(page.getByText("Reviews are moderated")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why Your Review Matters" })).toBeVisible();

  const submit = page.getByRole("button", { name: "Submit Review" });
  await submit.click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Review is required")).toBeVisible();

  await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await page.getByRole("radio", { name: "5 stars" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();

  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Your location").fill("Chermside, Brisbane");
  await page
    .getByRole("textbox", { name: "Your review" })
    .fill("The crew rebuilt our failing timber wall in concrete sleepers in three days.");
  await page.getByRole("checkbox", { name: "Concrete Sleeper Retaining Wall" }).check();
  await page.getByRole("checkbox", { name: "Timber Fencing" }).check();
  await expect(page.getByRole("checkbox", { name: "Colorbond Fencing" })).toBeDisabled();
  await takeAPersonsTime(page);

  const created = page.waitForResponse((res) => res.url().endsWith("/api/reviews") && res.request().method() === "POST");
  await submit.click();
  const response = await created;
  expect(response.status()).toBe(201);
  const review = (await response.json()) as { id: number };

  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText("Review submitted!", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for your feedback. Your review will be published after approval.", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Submit Another Review" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("");
  await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();

  await signInThroughApi(page);
  const all = (await (await page.request.get("/api/reviews/all")).json()) as {
    id: number;
    rating: number;
    service: string;
    isApproved: string;
  }[];
  expect(all.find((r) => r.id === review.id)).toMatchObject({
    rating: 4,
    service: "Concrete Sleeper Retaining Wall, Timber Fencing",
    isApproved: "pending",
  });
  expect((await page.request.get("/")).ok()).toBe(true);
  expect(await (await page.request.get("/")).text()).not.toContain(name);

  expect((await page.request.patch(`/api/reviews/${review.id}/approve`)).status()).toBe(200);
  const home = await (await page.request.get("/")).text();
  expect(home).toContain(`"author":{"@type":"Person","name":"${name}"}`);
});

test("a failed review submission keeps what was typed and shows the error toast", async ({ page }) => {
  await page.route("**/api/reviews", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: '{"message":"Something went wrong"}' }) : route.continue(),
  );
  await page.goto(ROUTES.shareExperience.path);
  await page.getByLabel("Your name").fill("Jane Citizen");
  await page.getByLabel("Your location").fill("Logan");
  await page.getByRole("textbox", { name: "Your review" }).fill("Lovely fence.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Failed to submit review. Please try again.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Jane Citizen");
  await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
});
