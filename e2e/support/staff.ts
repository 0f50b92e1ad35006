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

/** Fills the sign-in form and logs in (the page is on /login or was sent there): the e2e account unless another is given. */
export async function logInOnForm(page: Page, { username, password }: { username: string; password: string } = E2E_STAFF) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}
