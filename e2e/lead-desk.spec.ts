import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, SCREENS } from "./support/axe";
import { E2E_STAFF, logInOnForm } from "./support/staff";
import { quoteRequestBody } from "../server/test/lead-bodies";

/** The lead desk against the real server: status, notes and history survive a reload; the clock; the export. */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createInquiry(page: Page, name: string) {
  const res = await page.request.post("/api/contact", {
    data: quoteRequestBody({
      name,
      phone: "0491 570 006",
      email: "desk.visitor@example.com",
      service: "Timber Sleeper Retaining Wall",
      length: "under-10m",
      location: "Caloundra",
    }),
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { reference: string };
}

async function logIn(page: Page) {
  await page.goto("/login");
  await logInOnForm(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

async function findLead(page: Page, name: string) {
  await page.getByRole("searchbox", { name: "Search inquiries" }).fill(name);
  await page.getByRole("searchbox", { name: "Search inquiries" }).press("Enter");
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("button", { name: `Open lead from ${name}` })).toBeVisible();
}

for (const [label, viewport] of SCREENS) {
  test.describe(`lead desk on a ${label}`, () => {
    test.use({ viewport });

    test("staff open a new inquiry, set it to Contacted, add a note, and both survive a reload", async ({ page }) => {
      const name = `Desk Visitor ${unique()}`;
      await createInquiry(page, name);
      await logIn(page);
      await expect(page.getByRole("heading", { name: "Pipeline at a glance" })).toBeVisible();
      await findLead(page, name);
      await page.getByRole("button", { name: `Open lead from ${name}` }).click();

      const lead = page.getByRole("article", { name });
      await expect(lead.locator("header").getByText("New", { exact: true })).toBeVisible();
      await expect(lead.getByText(/^Waiting /)).toBeVisible();
      await expect(lead.getByRole("link", { name: "Call 0491 570 006" })).toHaveAttribute("href", "tel:0491570006");
      await lead.getByLabel("Status").selectOption("contacted");
      await lead.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByText("Status saved", { exact: true })).toBeVisible();
      await lead.getByRole("textbox", { name: "Note" }).fill("Called, booked visit Tue 9am");
      await lead.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByText("Note added", { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      const reloaded = page.getByRole("article", { name });
      await expect(reloaded.locator("header").getByText("Contacted", { exact: true })).toBeVisible();
      await expect(reloaded.getByLabel("Status")).toHaveValue("contacted");
      await expect(reloaded.getByText(/^Responded in /)).toBeVisible();
      await expect(reloaded.getByText("Called, booked visit Tue 9am")).toBeVisible();
      await expect(reloaded.getByText(`${E2E_STAFF.username} changed status from New to Contacted`)).toBeVisible();

      await reloaded.getByRole("button", { name: "Back to inquiries" }).click();
      await expect(page.getByRole("button", { name: `Open lead from ${name}` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("a lead still New 25 hours after it arrived shows Overdue", async ({ page }) => {
      const name = `Late Visitor ${unique()}`;
      await createInquiry(page, name);
      // The browser's clock runs 25 hours ahead, as if the lead had arrived 25 hours ago.
      await page.clock.install({ time: Date.now() + 25 * 3_600_000 });
      await logIn(page);
      await findLead(page, name);
      const overdue = page
        .locator("tr, li")
        .filter({ hasText: name })
        .getByText(/^Overdue · waiting 25 h/);
      await expect(overdue).toBeVisible();
      await expect(overdue).toHaveClass(/bg-red-50/);
    });

    test("Export CSV downloads the filtered list holding the lead", async ({ page }) => {
      const name = `Export Visitor ${unique()}`;
      const { reference } = await createInquiry(page, name);
      await logIn(page);
      await findLead(page, name);
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await file.path())!, "utf8");
      const lines = csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toMatch(/^Reference,Source,Received,Status,/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${reference},Quote form,`);
      expect(lines[1]).toContain(name);
      expect(lines[1]).toMatch(/\+10:00,New,/);
    });
  });
}
