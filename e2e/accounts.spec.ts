import { expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";
import { smtpSinkForFile, unique } from "./support/mail";
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT, SCREENS } from "./support/axe";
import { logInOnForm, signInThroughApi } from "./support/staff";

/** The office runs its own accounts: an invitation by email, a password chosen by its holder, two-step sign-in. */

const sink = smtpSinkForFile();

const seconds = () => Math.floor(Date.now() / 1000);

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto("/login");
  await logInOnForm(page, { username, password });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("the Owner invites a staff member, who chooses a password, turns on two-step sign-in, and signs in again with a code", async ({
    page,
    browser,
  }) => {
    const email = `new.staff.${unique()}@example.com`;
    const username = `crew.${unique()}`;
    const password = "wattle blossom over the creek bed";

    await signInThroughApi(page);
    await page.goto("/admin/accounts");
    await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
    await page.getByLabel("Email address", { exact: true }).fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption("staff");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`${email} has 72 hours to accept it.`).first()).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await expect.poll(() => sink.received.some((m) => m.envelopeTo.includes(email)), { timeout: 15_000 }).toBe(true);
    const invitation = sink.received.find((m) => m.envelopeTo.includes(email))!;
    const link = /https?:\/\/[^\s]+\/accept-invite#token=[\w-]+/.exec(invitation.mail.text ?? "")![0];

    const newcomer = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
    await newcomer.goto(link);
    await expect(newcomer.getByRole("heading", { level: 1, name: "Welcome aboard" })).toBeVisible();
    // the token leaves the address bar once read
    await expect.poll(() => newcomer.url()).not.toContain("token=");
    await expectNoSeriousA11yViolations(newcomer);
    await newcomer.getByLabel("Username").fill(username);
    await newcomer.getByLabel("New password", { exact: true }).fill(password);
    await newcomer.getByLabel("New password again").fill(password);
    await newcomer.getByRole("button", { name: "Create my account" }).click();
    await expect(newcomer.getByText("Your account is ready.")).toBeVisible();

    await signInWithPassword(newcomer, username, password);
    await expect(newcomer.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    // Staff see no Owner sections
    await expect(newcomer.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Accounts" })).toHaveCount(0);

    await newcomer.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Your account" }).click();
    const twoStep = newcomer.getByRole("region", { name: "Two-step sign-in" });
    // a session alone is not enough: the password first
    await twoStep.getByRole("button", { name: "Set up two-step sign-in" }).click();
    await expect(twoStep.getByText("Please enter your current password")).toBeVisible();
    await twoStep.getByLabel("Your current password").fill(password);
    await twoStep.getByRole("button", { name: "Set up two-step sign-in" }).click();
    await expect(newcomer.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    const key = (await newcomer
      .locator("li", { hasText: "Or type this key into the app" })
      .locator("span.font-mono")
      .textContent())!.replace(/\s+/g, "");
    await newcomer.getByLabel("Code from the app").fill(await generate({ secret: key, epoch: seconds() }));
    await newcomer.getByRole("button", { name: "Turn on", exact: true }).click();
    await expect(newcomer.getByText("Two-step sign-in is on.")).toBeVisible();
    await expect(newcomer.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    const recoveryCode = (await newcomer.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").first().textContent())!;
    await expectNoSeriousA11yViolations(newcomer);

    await newcomer.getByRole("button", { name: "Logout" }).click();
    await signInWithPassword(newcomer, username, password);
    const code = newcomer.getByLabel("Code");
    await expect(code).toBeVisible();
    // the step after the one the setup used: a code is never taken twice
    await code.fill(await generate({ secret: key, epoch: seconds() + 30 }));
    await newcomer.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(newcomer.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    // the Owner sees the new account with two-step sign-in on
    await page.reload();
    const row = page.getByRole("listitem").filter({ hasText: username });
    await expect(row.getByText("Two-step on")).toBeVisible();

    // moving it to a new phone takes the password and a code; a recovery code will do
    await newcomer.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Your account" }).click();
    await twoStep.getByRole("button", { name: /Move it to a new phone/ }).click();
    await twoStep.getByLabel("Your current password").fill(password);
    await twoStep.getByLabel("Code from your authenticator app").fill(recoveryCode);
    await twoStep.getByRole("button", { name: "Show a new QR code" }).click();
    await expect(newcomer.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  });
});

for (const [label, viewport] of SCREENS) {
  test.describe(`accessibility on a ${label}`, () => {
    test.use({ viewport });

    test("the Owner's screens: accounts, business details, audit log, your account", async ({ page }) => {
      await signInThroughApi(page);
      for (const [path, heading] of [
        ["/admin/accounts", "Accounts"],
        ["/admin/business", "Business details"],
        ["/admin/audit", "Audit log"],
        ["/admin/account", "Your account"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test("the screens before signing in: forgotten password and an incomplete link", async ({ page }) => {
      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
      await page.getByLabel("Email address").fill(`nobody.${unique()}@example.com`);
      await page.getByRole("button", { name: "Send me a link" }).click();
      await expect(page.getByText(/If that address belongs to a staff account/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto("/reset-password");
      await expect(page.getByText(/This link is not complete/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
