import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, SCREENS } from "./support/axe";
import { signInThroughApi } from "./support/staff";
import { adEnquiryBody, quoteRequestBody } from "../server/test/lead-bodies";

/** axe on /login and on every /admin tab with data, on a phone and on a laptop. */

async function seedStaffData(page: Page) {
  const posts = [
    page.request.post("/api/contact", {
      data: quoteRequestBody({ name: "Axe Quote Visitor", email: "axe.visitor@example.com", length: "under-10m", location: "Caloundra" }),
    }),
    page.request.post("/api/ga-enquiry", {
      data: adEnquiryBody({
        name: "Axe Ad Lead",
        email: "axe.lead@example.com",
        service: "fencing",
        message: "A Colorbond fence along the back boundary, about 25 metres.",
      }),
    }),
    page.request.post("/api/reviews", {
      data: {
        name: "Axe Reviewer",
        location: "Maroochydore",
        rating: 4,
        reviewText: "Friendly team and a tidy site. ".repeat(8),
        service: "",
      },
    }),
  ];
  for (const res of await Promise.all(posts)) expect(res.status()).toBe(201);
}

for (const [label, viewport] of SCREENS) {
  test.describe(`staff pages on a ${label}`, () => {
    test.use({ viewport });

    test("/login has no serious accessibility violations", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1, name: "Staff Login" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("/admin has no serious accessibility violations on any tab", async ({ page }) => {
      await seedStaffData(page);
      await signInThroughApi(page);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
      for (const [tab, content] of [
        [/Inquiries/, "Axe Quote Visitor"],
        [/Ad Leads/, "Axe Ad Lead"],
        [/Reviews/, "Axe Reviewer"],
      ] as const) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}
