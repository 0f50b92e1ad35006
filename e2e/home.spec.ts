import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { HEADER_SCROLL_OFFSET_PX } from "../shared/constants";
import { PHONE_VIEWPORT } from "./support/axe";
import { APP_SHELL, holdBack, isHydrated } from "./support/hold-back";
import { touchThePage } from "./support/islands";
import { sendQuoteForm } from "./support/quote-form";
import { signInThroughApi } from "./support/staff";

/** The target (a section or its heading) rests just below the fixed header: not hidden under it, and on screen. */
async function expectHeadingBelowHeader(page: Page, targetId: string) {
  const heading = page.locator(`#${targetId}`);
  await expect(heading).toBeInViewport();
  await expect
    .poll(
      async () => {
        const headerBottom = await page
          .locator("header")
          .first()
          .evaluate((el) => el.getBoundingClientRect().bottom);
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
        return top >= headerBottom - 1 && top <= HEADER_SCROLL_OFFSET_PX + 40;
      },
      { message: `#${targetId} should rest just below the fixed header` },
    )
    .toBe(true);
}

test("a homeowner corrects their mistakes, sends a quote request, and staff can see it", async ({ page }) => {
  const email = `jane.${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByRole("link", { name: "Get Free Quote" }).first().click();
  await expectHeadingBelowHeader(page, "quote-form");

  const form = page.getByRole("form", { name: "Free quote request" });
  await form.getByLabel("Full name").fill("J");
  await form.getByLabel("Phone number").fill("0412");
  await form.getByLabel("Email address").fill("jane@");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();

  await expect(form.getByText("Full name is required")).toBeVisible();
  await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Please select at least one service")).toBeVisible();
  await expect(form.getByText("Please select project length/area")).toBeVisible();
  await expect(form.getByText("Project location is required")).toBeVisible();
  await expect(form.getByText("Please select your preferred timeline")).toBeVisible();
  await expect(form.getByText("Please select your estimated budget")).toBeVisible();
  await expect(form.getByLabel("Full name")).toBeFocused();

  await form.getByLabel("Full name").fill("Jane Citizen");
  await form.getByLabel("Phone number").fill("0412 345 678");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Project location").fill("Chermside, Brisbane");
  await form.getByRole("checkbox", { name: "Timber Fencing" }).check();
  await form.getByRole("checkbox", { name: "Concrete Sleeper Retaining Wall" }).check();
  await expect(form.getByRole("checkbox", { name: "Colorbond Fencing" })).toBeDisabled();
  await form.getByLabel("Project length/area").selectOption({ label: "10-30 metres" });
  await form.getByLabel("Preferred timeline").selectOption({ label: "1-3 months" });
  await form.getByLabel("Estimated budget").selectOption({ label: "$5,000 - $10,000" });
  await expect(form.getByRole("alert")).toHaveCount(0);
  await sendQuoteForm(page, form);
  await expect(
    page.getByText("Thank you for your inquiry. We'll contact you within 24 hours with your free quote.", { exact: true }),
  ).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("");
  await expect(form.getByRole("checkbox", { name: "Timber Fencing" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Colorbond Fencing" })).toBeEnabled();

  await signInThroughApi(page);
  const inquiries = (await (await page.request.get("/api/contact")).json()) as Record<string, unknown>[];
  expect(inquiries.find((row) => row.email === email)).toMatchObject({
    name: "Jane Citizen",
    phone: "0412 345 678",
    email,
    service: "Timber Fencing, Concrete Sleeper Retaining Wall",
    length: "10-30m",
    location: "Chermside, Brisbane",
    timeline: "1-3-months",
    budget: "5k-10k",
    isSpam: false,
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

  test("the call and quote buttons are on the first screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get Free Quote" }).first()).toBeInViewport();
    const call = page
      .getByRole("main")
      .getByRole("link", { name: /^Call \(07\)/ })
      .first();
    await expect(call).toBeInViewport();
    await expect(call).toHaveAttribute("href", /^tel:\+61/);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Call/ })).toBeVisible();
  });

  test("the menu opens, navigates to a page, and takes the visitor to a home section", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "FAQ" })).toBeVisible();

    await menu.getByRole("link", { name: "Retaining Walls" }).click();
    await expect(page).toHaveURL(/\/retaining-walls$/);
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(menu).toBeHidden();
    await expectHeadingBelowHeader(page, "about");
  });

  test("a tap on the menu before the page's code has arrived opens the menu once it has", async ({ page }) => {
    const release = await holdBack(page, APP_SHELL);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "FAQ" })).toBeVisible();
  });

  test("the recent projects show their title and suburb without hovering", async ({ page }) => {
    await page.goto("/");
    const caption = page.getByText("Chermside, Brisbane").first();
    await caption.scrollIntoViewIfNeeded();
    await expect(caption).toBeVisible();
    expect(await caption.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe("1");
  });
});

test("a link to /#quote-form from another page lands on the form, below the fixed header", async ({ page }) => {
  await page.goto("/faq");
  const toForm = page.locator('a[href="/#quote-form"]').first();
  await toForm.click();
  await expect(page).toHaveURL(/\/#quote-form$/);
  await expectHeadingBelowHeader(page, "quote-form");
  await expect(page.getByRole("form", { name: "Free quote request" })).toBeVisible();
});

test("a direct visit to /#quote-form lands on the form", async ({ page }) => {
  await page.goto("/#quote-form");
  await expectHeadingBelowHeader(page, "quote-form");
  await expect(page.getByRole("form", { name: "Free quote request" }).getByLabel("Full name")).toBeInViewport();
});

test("the header follows the section in view and the services menu opens from the keyboard", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "location");

  await nav.getByRole("link", { name: "About" }).click();
  await expectHeadingBelowHeader(page, "about");
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "location");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "location");

  const services = nav.getByRole("link", { name: "Services", exact: true });
  await services.focus();
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: /Fencing Projects/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: /Fencing Projects/ })).toBeHidden();
});

test("gallery tiles reveal their title on hover and on keyboard focus", async ({ page }) => {
  await page.goto("/");
  // the newest project's tile (staff decide which projects there are)
  const tile = page.getByRole("region", { name: "Recent Projects" }).getByRole("listitem").first().getByRole("link");
  await tile.scrollIntoViewIfNeeded();
  const caption = tile.locator(".reveal-on-hover");
  await expect.poll(() => caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
  await tile.hover();
  await expect.poll(() => caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await page.mouse.move(0, 0);
  await expect.poll(() => caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
  await tile.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect.poll(() => caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
});

test("what a visitor types and ticks before the quote form's code arrives is kept", async ({ page }) => {
  const release = await holdBack(page, /\/assets\/quote-form-[\w-]+\.js$/);
  const formCode = page.waitForRequest(/\/assets\/quote-form-[\w-]+\.js$/);
  await page.goto("/#quote-form");
  const form = page.getByRole("form", { name: "Free quote request" });
  // the page's islands are on their way (a first touch starts them); the form's own code is held back
  await touchThePage(page);
  await formCode;
  await form.getByLabel("Full name").fill("Early Bird");
  await form.getByRole("checkbox", { name: "Timber Fencing" }).check();
  release();
  await expect.poll(() => isHydrated(form)).toBe(true);

  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(form.getByText("Project location is required")).toBeVisible();
  await expect(form.getByText("Full name is required")).toHaveCount(0);
  await expect(form.getByText("Please select at least one service")).toHaveCount(0);
  await expect(form.getByLabel("Full name")).toHaveValue("Early Bird");
  await expect(form.getByRole("checkbox", { name: "Timber Fencing" })).toBeChecked();
});
