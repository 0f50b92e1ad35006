import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { linkIn, smtpSinkForFile, unique } from "./support/mail";
import { phonePhotoWithGps } from "../server/infra/images/test-images";
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { acceptedQuote } from "./support/quote-page";
import { E2E_STAFF } from "./support/staff";
import { bydaOverridden } from "./support/compliance";

/**
 * After the win: the accepted quote's job booked onto a crew, a crew member on a phone marking a stage done with a
 * photo, the homeowner's job page showing it, and the office's week view worked by keyboard alone.
 */
const port = Number(process.env.E2E_PORT ?? 5100);
const WEEK = "2027-02-01";
const sink = smtpSinkForFile();
let api: APIRequestContext;
let job: { jobId: number; reference: string; email: string; crew: string };

test.beforeAll(async ({ playwright, browser }) => {
  // a visitor address of its own (one trusted proxy hop): the suite's sign-ins share a per-address budget
  api = await playwright.request.newContext({
    baseURL: `http://localhost:${port}`,
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.81" },
  });
  expect((await api.post("/api/login", { data: E2E_STAFF })).status()).toBe(200);
  const email = `job.${unique()}@example.com`;
  const name = `Jo Homeowner ${unique()}`;
  const reference = await acceptedQuote(
    api,
    browser,
    sink,
    { name, email, location: "Chermside" },
    {
      lines: [{ description: "Sleeper retaining wall, 1.2 m high", quantity: "10", unit: "m", unitPriceCents: 38_000 }],
      stages: [
        { description: "Excavation and footings", amountCents: 150_000 },
        { description: "Wall, drainage and backfill", amountCents: 268_000 },
      ],
      depositPercent: 0,
      validDays: 30,
      completionDate: "2027-02-26",
      scope: "Build a 10 m sleeper wall with drainage.",
      exclusions: "",
    },
  );

  const schedule = (await (await api.get(`/api/jobs?from=${WEEK}&to=2027-02-07`)).json()) as {
    jobs: { jobId: number; reference: string }[];
  };
  const { jobId } = schedule.jobs.find((listed) => listed.reference === reference)!;
  const crewName = `Crew ${unique()}`;
  const crew = await api.post("/api/crews", { data: { name: crewName, colour: "#1d6f42", members: [] } });
  expect(crew.status()).toBe(201);
  const crewId = ((await crew.json()) as { id: number }).id;
  // booked months ahead, further than a Before You Dig enquiry lasts: the Owner lets it through, with the reason
  await bydaOverridden(api, jobId);
  expect((await api.post(`/api/jobs/${jobId}/bookings`, { data: { stage: 1, crewId, startDay: "2027-02-03", days: 2 } })).status()).toBe(
    201,
  );
  job = { jobId, reference, email, crew: crewName };
});
test.afterAll(() => api?.dispose());

test("on a phone, a crew member marks a stage done with a photo, and the homeowner's job page shows it", async ({ browser }) => {
  const staff = await (await browser.newContext({ viewport: PHONE_VIEWPORT, storageState: await api.storageState() })).newPage();
  await staff.goto(`/admin/schedule?week=${WEEK}`);
  const day = staff.getByRole("region", { name: "Wednesday 3 February 2027" });
  await expect(day).toContainText(job.reference);
  await expect(day.getByRole("link", { name: /^Call / }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await staff.screenshot({ path: "test-results/schedule-390.png", fullPage: true });

  await day.locator("li", { hasText: job.reference }).getByRole("button", { name: "Open job" }).click();
  const done = staff.getByRole("form", { name: "Mark stage 1 done" });
  await done.getByLabel("Note for the homeowner (optional)").fill("Footings poured and set.");
  await done
    .getByRole("button", { name: "Photos (up to 5)" })
    .setInputFiles({ name: "footings.jpg", mimeType: "image/jpeg", buffer: await phonePhotoWithGps(800, 600) });
  await done.getByRole("button", { name: "Mark stage 1 done" }).click();
  await expect(staff.getByText("Stage 1 marked done", { exact: true })).toBeVisible();
  await expect(staff.getByRole("list", { name: "Photos of stage 1" }).getByRole("img")).toHaveCount(1);
  await staff.context().close();

  const homeowner = await (await browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false })).newPage();
  const jobPath = await linkIn(sink, job.email, `Stage 1 of your job ${job.reference}`, /\/job\/[\w-]{32}/);
  await homeowner.goto(jobPath);
  await expect(homeowner.getByRole("heading", { level: 1, name: "Your job" })).toBeVisible();
  await expect(homeowner.getByRole("heading", { name: "Stage 1: Excavation and footings" })).toBeVisible();
  await expect(homeowner.getByText("Footings poured and set.")).toBeVisible();
  const photo = homeowner.getByRole("img", { name: "Stage 1, Excavation and footings: photo 1" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(homeowner.getByText("Next: stage 2, Wall, drainage and backfill")).toBeVisible();
  await expect(homeowner.locator("script:not([type='application/json'])")).toHaveCount(0);
  await homeowner.context().close();

  // the same page with JavaScript on, for axe and the overflow check (both run scripts in the page)
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    const checked = await (await browser.newContext({ viewport })).newPage();
    await checked.goto(jobPath);
    await expectNoSeriousA11yViolations(checked);
    expect(await checked.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    await checked.screenshot({ path: `test-results/job-page-${viewport.width}.png`, fullPage: true });
    await checked.context().close();
  }
});

test("at a desk, the week view per crew is worked with the keyboard alone", async ({ browser }) => {
  const staff = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT, storageState: await api.storageState() })).newPage();
  await staff.goto(`/admin/schedule?week=${WEEK}`);
  const grid = staff.getByRole("table", { name: "Each crew's booked stages this week" });
  await expect(grid.getByRole("rowheader", { name: job.crew })).toBeVisible();
  await expect(grid.getByRole("row", { name: new RegExp(job.crew) }).getByRole("button")).toHaveCount(2);
  await expectNoSeriousA11yViolations(staff);
  await staff.screenshot({ path: "test-results/schedule-1280.png", fullPage: true });

  // Tab from the top of the page to this job's first booked day, and open it with Enter
  await staff.getByRole("link", { name: "Next week" }).focus();
  for (let i = 0; i < 200; i++) {
    await staff.keyboard.press("Tab");
    const focused = await staff.evaluate(() => document.activeElement?.textContent ?? "");
    if (focused.includes(job.reference)) break;
  }
  expect(await staff.evaluate(() => document.activeElement?.textContent ?? "")).toContain(job.reference);
  await staff.keyboard.press("Enter");
  const panel = staff.getByRole("region", { name: new RegExp(job.reference) });
  await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(panel).toContainText("Stage 2: Wall, drainage and backfill");

  // book stage 2 by keyboard: the form's fields in order, then Enter
  const form = panel.getByRole("form", { name: "Book stage 2" });
  await form.getByLabel("First day").fill("2027-02-08");
  await form.getByLabel("Working days").focus();
  await staff.keyboard.press("ControlOrMeta+a");
  await staff.keyboard.type("3");
  await staff.keyboard.press("Enter");
  await expect(staff.getByText("Stage 2 booked", { exact: true })).toBeVisible();
  await staff.goto(`/admin/schedule?week=2027-02-08`);
  await expect(grid.getByRole("row", { name: new RegExp(job.crew) }).getByRole("button")).toHaveCount(3);
  await staff.context().close();
});
