import { expect, type Page } from "@playwright/test";

/** The account e2e/start-server.sh creates with `npm run user:create`. */
export const E2E_STAFF = {
  username: process.env.E2E_STAFF_USERNAME ?? "e2e-staff",
  password: process.env.E2E_STAFF_PASSWORD ?? "e2e-staff-password-123",
};

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInThroughApi(page: Page) {
  const res = await page.request.post("/api/login", { data: E2E_STAFF });
  expect(res.status()).toBe(200);
}

/** Fills the sign-in form with the e2e account and logs in (the page is on /login or was sent there). */
export async function logInOnForm(page: Page) {
  await page.getByLabel("Username").fill(E2E_STAFF.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_STAFF.password);
  await page.getByRole("button", { name: "Log in" }).click();
}
