import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { linkIn, smtpSinkForFile, unique } from "./support/mail";
import { phonePhotoWithGps } from "../server/infra/images/test-images";
import { expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { acceptedQuote } from "./support/quote-page";
import { logInOnForm, signedInApi } from "./support/staff";
import { CREW_SHELL_CACHE } from "../shared/crew/crew-app";
import { isPublicHoliday } from "../shared/calendar/public-holidays";
import { workingDayFrom } from "../shared/calendar/working-days";
import { brisbaneDay } from "../shared/calendar/brisbane-time";
import { bydaOnFile } from "./support/compliance";

const BYDA_REFERENCE = "38812345";

/**
 * A crew member's day on a phone at the end of a gravel road: the week loaded once with signal, then everything
 * done in airplane mode (clock on, the checklist, photos, materials, a note, the stage done, clock off), and sent
 * by itself when signal returns; the office then sees it all with the phone's times.
 */
const sink = smtpSinkForFile();
const CHECKLIST = [
  { text: "Before You Dig plans on site", photoRequired: false },
  { text: "Set-out pegs checked against the plan", photoRequired: false },
  { text: "Footing holes at depth", photoRequired: true },
  { text: "Ag pipe laid to fall", photoRequired: false },
  { text: "Site left tidy", photoRequired: false },
];
let api: APIRequestContext;
let job: { jobId: number; suburb: string; homeowner: string; email: string };
const crewAccount = { username: `crew.${unique()}`, password: "ironbark posts in the red clay" };

test.beforeAll(async ({ playwright, browser }) => {
  api = await signedInApi(playwright, "198.51.100.93");
  expect((await api.put("/api/checklists/retaining-wall", { data: { items: CHECKLIST } })).status()).toBe(200);

  const email = `crew.member.${unique()}@example.com`;
  expect((await api.post("/api/accounts/invite", { data: { email, role: "crew" } })).status()).toBe(201);
  const token = /accept-invite#token=([\w-]+)/.exec(await linkIn(sink, email, "", /\/accept-invite#token=[\w-]+/))![1]!;
  const accepted = await api.post("/api/auth/invite/accept", { data: { token, ...crewAccount } });
  expect(accepted.status()).toBe(201);
  const accounts = (await (await api.get("/api/accounts")).json()) as { accounts: { id: number; username: string; role: string }[] };
  const member = accounts.accounts.find((account) => account.username === crewAccount.username)!;
  expect(member.role).toBe("crew");
  expect((await api.patch(`/api/accounts/${member.id}`, { data: { firstName: "Kai" } })).status()).toBe(200);

  const homeowner = `Pat Gravel ${unique()}`;
  const homeownerEmail = `crew.job.${unique()}@example.com`;
  const reference = await acceptedQuote(
    api,
    browser,
    sink,
    { name: homeowner, email: homeownerEmail, location: "Samford Valley" },
    {
      lines: [{ description: "Sleeper retaining wall, 0.8 m high", quantity: "14", unit: "m", unitPriceCents: 34_000 }],
      stages: [
        { description: "Excavation and footings", amountCents: 200_000 },
        { description: "Wall, drainage and backfill", amountCents: 323_600 },
      ],
      depositPercent: 0,
      validDays: 30,
      completionDate: "2027-03-26",
      scope: "Build a 14 m sleeper wall with drainage.",
      exclusions: "",
    },
  );

  const day = workingDayFrom(brisbaneDay(new Date()), isPublicHoliday);
  const schedule = (await (await api.get(`/api/jobs?from=${day}&to=${day}`)).json()) as { jobs: { jobId: number; reference: string }[] };
  const { jobId } = schedule.jobs.find((listed) => listed.reference === reference)!;
  const crew = await api.post("/api/crews", { data: { name: `Gravel crew ${unique()}`, colour: "#1d6f42", members: [member.id] } });
  const crewId = ((await crew.json()) as { id: number }).id;
  await bydaOnFile(api, jobId, BYDA_REFERENCE);
  expect((await api.post(`/api/jobs/${jobId}/bookings`, { data: { stage: 1, crewId, startDay: day, days: 1 } })).status()).toBe(201);
  job = { jobId, suburb: "Samford Valley", homeowner, email: homeownerEmail };
});
test.afterAll(() => api?.dispose());

test("a crew member works a whole stage in airplane mode and it all reaches the office when signal returns", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.92" } });
  const page = await context.newPage();
  await page.goto("/login");
  await logInOnForm(page, crewAccount);
  await expect(page).toHaveURL(/\/crew$/);
  const card = page.locator("details", { hasText: job.suburb });
  await expect(card).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "All sent" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // one visit with signal: the app's files are kept by its service worker
  await expect
    .poll(
      () =>
        page.evaluate(async (cacheName) => {
          const cache = await caches.open(cacheName);
          const files = performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"));
          const missing = [];
          for (const url of files) if (!(await cache.match(url.pathname))) missing.push(url.pathname);
          if (!(await cache.match("/crew"))) missing.push("/crew");
          return files.length === 0 ? "no files" : missing.join(" ");
        }, CREW_SHELL_CACHE),
      { timeout: 20_000 },
    )
    .toBe("");

  await context.setOffline(true);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(page.getByText("No signal: showing the week as kept on this phone")).toBeVisible();
  if (!(await card.evaluate((element) => (element as HTMLDetailsElement).open))) await card.locator("summary").click();
  // the job's Before You Dig enquiry is on the phone without signal
  await expect(card.getByRole("region", { name: "Before You Dig" })).toContainText(`Enquiry ${BYDA_REFERENCE}, plans valid until`);
  await card.getByRole("region", { name: "Before You Dig" }).screenshot({ path: "test-results/crew-byda-390.png" });

  await card.getByRole("button", { name: "Clock on" }).click();
  await expect(card.getByText("On", { exact: true })).toBeVisible();
  for (const item of CHECKLIST.filter((each) => !each.photoRequired)) await card.getByRole("checkbox", { name: item.text }).click();
  const footings = card.getByRole("checkbox", { name: /Footing holes at depth/ });
  await expect(footings).toBeDisabled();
  await card
    .getByText('Photo for "Footing holes at depth"')
    .locator("input[type=file]")
    .setInputFiles({
      name: "footings.jpg",
      mimeType: "image/jpeg",
      buffer: await phonePhotoWithGps(1600, 1200),
    });
  await expect(footings).toBeEnabled();
  await footings.click();
  await card
    .getByText("Add photos")
    .locator("input[type=file]")
    .setInputFiles([
      { name: "wall-1.jpg", mimeType: "image/jpeg", buffer: await phonePhotoWithGps(1200, 900) },
      { name: "wall-2.jpg", mimeType: "image/jpeg", buffer: await phonePhotoWithGps(1200, 900) },
    ]);
  await expect(card.getByRole("img", { name: /waiting to send/ })).toHaveCount(3);
  for (const [item, quantity, unit] of [
    ["200 x 75 concrete sleeper", "28", "each"],
    ["Rapid-set concrete, 20 kg", "16", "bags"],
  ]) {
    await card.getByRole("textbox", { name: "Material", exact: true }).fill(item!);
    await card.getByRole("textbox", { name: "Quantity", exact: true }).fill(quantity!);
    await card.getByRole("textbox", { name: "Unit", exact: true }).fill(unit!);
    await card.getByRole("button", { name: "Add material" }).click();
  }
  await card.getByLabel("Note on stage 1").fill("Clay at 400 mm: extra gravel behind the wall.");
  await card.getByRole("button", { name: "Save note" }).click();
  await card.getByRole("button", { name: "Mark stage 1 done" }).click();
  await card.getByRole("button", { name: "Yes, it's done" }).click();
  await expect(card.getByText("Stage 1 is marked done.")).toBeVisible();
  await card.getByRole("button", { name: "Clock off" }).click();
  const offlineDone = new Date();
  // 1 clock on, 5 ticks, 2 materials, 1 note, 1 stage done, 1 clock off, and 3 photos
  await expect(page.getByRole("status").filter({ hasText: "14 changes waiting to send" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/crew-offline-390.png", fullPage: true });
  // no signing out with work unsent: it would be sent as the next person to sign in on this phone
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "14 changes are still waiting to send" })).toBeVisible();
  await expect(page).toHaveURL(/\/crew$/);

  await context.setOffline(false);
  const back = Date.now();
  await expect(page.getByRole("status").filter({ hasText: "All sent" })).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - back).toBeLessThan(30_000);
  await expect(page.getByText("Not recorded")).toHaveCount(0);

  const detail = (await (await api.get(`/api/jobs/${job.jobId}`)).json()) as {
    stages: { stage: number; doneAt: string | null }[];
    timeEntries: { name: string; on: string; off: string | null }[];
    checklist: { text: string; checkedAt: string | null; checkedBy: string | null }[];
    materials: { item: string; at: string }[];
    notes: { text: string; at: string }[];
    sitePhotos: unknown[];
  };
  const phoneTime = (iso: string | null) => iso !== null && new Date(iso).getTime() <= offlineDone.getTime();
  expect(detail.timeEntries).toHaveLength(1);
  expect(detail.timeEntries[0]!.name).toBe("Kai");
  expect(phoneTime(detail.timeEntries[0]!.on) && phoneTime(detail.timeEntries[0]!.off)).toBe(true);
  expect(detail.checklist.map((item) => [item.text, item.checkedBy, phoneTime(item.checkedAt)])).toEqual(
    CHECKLIST.map((item) => [item.text, "Kai", true]),
  );
  expect(detail.materials.map((used) => used.item)).toEqual(["200 x 75 concrete sleeper", "Rapid-set concrete, 20 kg"]);
  expect(detail.materials.every((used) => phoneTime(used.at))).toBe(true);
  expect(detail.notes.map((note) => note.text)).toEqual(["Clay at 400 mm: extra gravel behind the wall."]);
  expect(detail.sitePhotos).toHaveLength(3);
  expect(phoneTime(detail.stages[0]!.doneAt)).toBe(true);
  await context.close();

  // the office's panel shows the day as it happened
  const office = await (await browser.newContext({ viewport: PHONE_VIEWPORT, storageState: await api.storageState() })).newPage();
  await office.goto(`/admin/schedule?job=${job.jobId}`);
  const onSite = office.getByRole("region", { name: "On site" });
  await expect(onSite).toContainText("Kai, stage 1:");
  await expect(onSite).toContainText("Footing holes at depth (Kai,");
  await expect(onSite).toContainText("28 each 200 x 75 concrete sleeper");
  await expect(onSite).toContainText("Clay at 400 mm");
  await expectNoSeriousA11yViolations(office);
});

test("the homeowner signs the finished job off on the crew's phone without signal, and gets the signed sheet", async ({ browser }) => {
  test.setTimeout(90_000);
  // the office marks the last stage done from its desk
  expect((await api.post(`/api/jobs/${job.jobId}/stages/2/done`, { multipart: { note: "Wall and backfill finished." } })).status()).toBe(
    201,
  );
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.94" } });
  const page = await context.newPage();
  await page.goto("/login");
  await logInOnForm(page, crewAccount);
  const card = page.locator("details", { hasText: job.suburb });
  await expect(card).toBeVisible();
  if (!(await card.evaluate((element) => (element as HTMLDetailsElement).open))) await card.locator("summary").click();
  await context.setOffline(true);
  await card.getByRole("button", { name: "Homeowner sign-off" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign off your job" });
  await expect(dialog).toContainText("Stage 1: Excavation and footings");
  await expect(dialog).toContainText("Stage 2: Wall, drainage and backfill");
  await expect(dialog).not.toContainText("$");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Sign off" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Type your name");
  await dialog.getByLabel("Your name").fill(job.homeowner);
  const pad = (await dialog.getByRole("img", { name: "Your signature" }).boundingBox())!;
  await page.mouse.move(pad.x + 30, pad.y + 120);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -60],
    [110, 20],
    [170, -70],
    [240, 10],
  ])
    await page.mouse.move(pad.x + dx!, pad.y + 120 + dy!, { steps: 5 });
  await page.mouse.up();
  await dialog.getByRole("button", { name: "Sign off" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText("Sign-off waiting to send.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 change waiting to send" })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "All sent" })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("Signed off by the homeowner.")).toBeVisible();
  const detail = (await (await api.get(`/api/jobs/${job.jobId}`)).json()) as {
    signOff: { signerName: string; pdfUrl: string; sha256: string };
  };
  expect(detail.signOff.signerName).toBe(job.homeowner);
  const pdf = await api.get(detail.signOff.pdfUrl);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const signedOff = () => sink.received.find((m) => m.envelopeTo.includes(job.email) && m.mail.subject?.includes("is signed off"));
  await expect.poll(() => signedOff() !== undefined, { timeout: 15_000 }).toBe(true);
  expect(signedOff()!.mail.attachments.some((a) => a.contentType === "application/pdf")).toBe(true);

  // signing out leaves no homeowner's details on the phone
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  const kept = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open("crew-app");
        open.onsuccess = () => {
          const read = open.result.transaction("week").objectStore("week").get("current");
          read.onsuccess = () => resolve(read.result ?? null);
        };
      }),
  );
  expect(kept).toBeNull();
  await context.close();
});
