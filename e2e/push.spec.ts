import { expect, test } from "@playwright/test";
import { ADMIN_APP_SCOPE, ADMIN_MANIFEST_PATH, ADMIN_SERVICE_WORKER_PATH } from "../shared/push/admin-app";
import { ROUTES } from "../shared/routes";
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { signInThroughApi } from "./support/staff";

/** The staff area installs as an app of its own, for alerts on staff phones; the public site knows nothing of it. */

const publicRoutes = Object.values(ROUTES).filter((route) => route.area === "public" || route.area === "ads");

test("the staff app's manifest is valid, with its icons, and scoped to /admin", async ({ request }) => {
  const res = await request.get(ADMIN_MANIFEST_PATH);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: "Staff",
    start_url: "/admin",
    scope: "/admin",
    display: "standalone",
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  expect(manifest.name).toMatch(/staff$/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const [width] = icon.sizes.split("x").map(Number);
    const bytes = await image.body();
    // a PNG's width is at bytes 16-19 of its header
    expect(bytes.readUInt32BE(16), icon.src).toBe(width);
  }
});

test("only /admin pages link the manifest, and no public page registers a service worker", async ({ page, request }) => {
  for (const route of publicRoutes) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).not.toContain('rel="manifest"');
    expect(html, route.path).not.toContain("serviceWorker");
  }
  for (const route of publicRoutes.slice(0, 4)) {
    await page.goto(route.path);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), route.path).toBe(0);
    expect(await page.locator('link[rel="manifest"]').count(), route.path).toBe(0);
  }
  await signInThroughApi(page);
  const adminHtml = await (await page.request.get("/admin")).text();
  expect(adminHtml).toContain(`<link rel="manifest" href="${ADMIN_MANIFEST_PATH}" />`);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("the service worker's scope is /admin, and the alerts section reads well", async ({ page, context }) => {
    await context.grantPermissions(["notifications"]);
    await signInThroughApi(page);
    await page.goto("/admin/account");
    await expect(page.getByRole("heading", { name: "Alerts on this device" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on alerts on this device" })).toBeEnabled();
    await expect(page.getByRole("checkbox", { name: "New leads" })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    // what the button does first: the worker is registered from /admin/sw.js for the whole of /admin, and no wider
    const scope = await page.evaluate(
      async ([script, scopePath]) => (await navigator.serviceWorker.register(script!, { scope: scopePath })).scope,
      [ADMIN_SERVICE_WORKER_PATH, ADMIN_APP_SCOPE],
    );
    expect(scope).toBe(new URL(ADMIN_APP_SCOPE, page.url()).href);
    const wider = await page.evaluate(
      async (script) =>
        navigator.serviceWorker.register(script, { scope: "/" }).then(
          () => "registered",
          (error: Error) => error.name,
        ),
      ADMIN_SERVICE_WORKER_PATH,
    );
    expect(wider).toBe("SecurityError");
    // choosing alerts is kept for the account
    await page.getByRole("checkbox", { name: "New reviews waiting" }).uncheck();
    await expect
      .poll(async () => ((await (await page.request.get("/api/push/subscriptions")).json()) as { alerts: string[] }).alerts)
      .toEqual(["new-lead", "visit-booked", "quote-accepted", "payment-received", "text-reply"]);
    await page.getByRole("checkbox", { name: "New reviews waiting" }).check();
    await expect
      .poll(async () => ((await (await page.request.get("/api/push/subscriptions")).json()) as { alerts: string[] }).alerts)
      .toEqual(["new-lead", "visit-booked", "quote-accepted", "payment-received", "text-reply", "review-waiting"]);
    await expect(page.getByRole("checkbox", { name: "New reviews waiting" })).toBeChecked();
  });
});
