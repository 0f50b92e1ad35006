import { type APIRequestContext, expect, type Page } from "@playwright/test";

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

/**
 * An API context signed in as the e2e account, from a visitor address of its own (one trusted proxy hop): the
 * suite's sign-ins share a per-address budget.
 */
export async function signedInApi(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  address: string,
) {
  const port = Number(process.env.E2E_PORT ?? 5100);
  const api = await playwright.request.newContext({
    baseURL: `http://localhost:${port}`,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  expect((await api.post("/api/login", { data: E2E_STAFF })).status()).toBe(200);
  return api;
}
