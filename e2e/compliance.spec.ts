import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { linkIn, smtpSinkForFile, unique } from "./support/mail";
import { phonePhotoWithGps } from "../server/infra/images/test-images";
import { CERTIFICATE_PDF } from "../server/test/compliance";
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, PHONE_VIEWPORT } from "./support/axe";
import { acceptedQuote } from "./support/quote-page";
import { signedInApi, signInThroughApi } from "./support/staff";
import { addDays, brisbaneDay } from "../shared/calendar/brisbane-time";
import { isPublicHoliday } from "../shared/calendar/public-holidays";
import { addWorkingDays } from "../shared/calendar/working-days";

/**
 * The paperwork before the digger, as the office works it: a 1.2 m wall's job cannot be booked until its Before You
 * Dig enquiry, Form 15, decision notice and home warranty are on file; staff record them from the job panel and book;
 * the Form 16 goes in with its photo; the homeowner's page links the certificate they are owed and nothing else.
 */
const sink = smtpSinkForFile();
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  api = await signedInApi(playwright, "198.51.100.97");
});
test.afterAll(() => api?.dispose());

test("staff fill a job's register from its panel, then book it; the homeowner sees only their certificate", async ({ browser }) => {
  test.setTimeout(120_000);
  const email = `register.${unique()}@example.com`;
  const reference = await acceptedQuote(
    api,
    browser,
    sink,
    { name: `Reg Homeowner ${unique()}`, email, location: "Ashgrove" },
    {
      lines: [{ description: "Concrete sleeper wall, 1.2 m high", quantity: "10", unit: "m", unitPriceCents: 45_000 }],
      stages: [
        { description: "Footings and post holes before concrete", amountCents: 200_000 },
        { description: "Wall, drainage and backfill", amountCents: 295_000 },
      ],
      runs: [{ kind: "wall", material: "concrete-sleeper", lengthM: 10, heightM: 1.2 }],
      depositPercent: 0,
      validDays: 30,
      completionDate: "2027-03-26",
      scope: "Build a 10 m concrete sleeper wall, 1.2 m high, to the engineer's design.",
      exclusions: "",
    },
  );
  const today = brisbaneDay(new Date());
  const dig = addWorkingDays(today, 2, isPublicHoliday);
  const listed = (await (await api.get(`/api/jobs?from=${today}&to=${today}`)).json()) as { jobs: { jobId: number; reference: string }[] };
  const { jobId } = listed.jobs.find((job) => job.reference === reference)!;
  const crewName = `Register crew ${unique()}`;
  const crew = await api.post("/api/crews", { data: { name: crewName, colour: "#1d6f42", members: [] } });
  expect(crew.status()).toBe(201);

  const staff = await (
    await browser.newContext({ viewport: DESKTOP_VIEWPORT, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.98" } })
  ).newPage();
  await signInThroughApi(staff);
  await staff.goto("/admin/schedule");
  const toBook = staff.getByRole("region", { name: /Stages to book/ }).locator("li", { hasText: reference });
  await expect(toBook).toContainText("Cannot be booked yet: Before You Dig: no enquiry yet; Form 15 not on file");
  await toBook.getByRole("button", { name: `Book stages of ${reference}` }).click();

  const register = staff.getByRole("region", { name: "Compliance register" });
  await expect(register).toContainText("Cannot be booked yet");
  const item = (title: string) => register.locator("li", { has: staff.getByRole("heading", { name: title, exact: true }) });
  await expect(item("Before You Dig enquiry")).toContainText("Needed");
  await expect(item("Safe work method statement (trench or hole over 1.5 m)")).toContainText("Not needed");

  // Before You Dig, lodged three days ago, every asset owner answered
  await item("Before You Dig enquiry").getByText("Record evidence").click();
  const byda = staff.getByRole("form", { name: "Record Before You Dig enquiry" });
  await byda.getByLabel("Enquiry reference number").fill("37712345");
  await byda.getByLabel("Lodged on").fill(addDays(today, -3));
  await byda.getByLabel("Plans valid until").fill(addDays(today, 27));
  await byda.getByLabel("Has every asset owner answered?").selectOption("true");
  await byda.getByRole("button", { name: "Save evidence" }).click();
  await expect(item("Before You Dig enquiry")).toContainText("Done");

  for (const [title, numberLabel, number] of [
    ["Engineer's design (Form 15)", "Form 15 number", "F15-3301"],
    ["Building approval (decision notice)", "Decision notice number", "BA-2026-118"],
  ] as const) {
    await item(title).getByText("Record evidence").click();
    const form = staff.getByRole("form", { name: `Record ${title}` });
    await form.getByLabel(numberLabel).fill(number);
    await form.getByLabel("Date", { exact: true }).fill(addDays(today, -10));
    await form
      .getByLabel(/\(PDF or photo\)/)
      .setInputFiles({ name: `${number}.pdf`, mimeType: "application/pdf", buffer: CERTIFICATE_PDF });
    await form.getByRole("button", { name: "Save evidence" }).click();
    await expect(item(title)).toContainText("Done");
  }
  await item("QBCC home warranty insurance").getByText("Record evidence").click();
  const warranty = staff.getByRole("form", { name: "Record QBCC home warranty insurance" });
  await warranty.getByLabel("QBCC policy number").fill("HW-5512090");
  await warranty.getByLabel("Premium paid on").fill(addDays(today, -1));
  await warranty.getByRole("button", { name: "Save evidence" }).click();
  await expect(item("QBCC home warranty insurance")).toContainText("Done");
  await expect(register).not.toContainText("Cannot be booked yet");
  await expectNoSeriousA11yViolations(staff);
  await staff.screenshot({ path: "test-results/compliance-register-1280.png", fullPage: true });
  // on a phone the register reads without sideways scrolling
  await staff.setViewportSize(PHONE_VIEWPORT);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await register.screenshot({ path: "test-results/compliance-register-390.png" });
  await staff.setViewportSize(DESKTOP_VIEWPORT);

  const book = staff.getByRole("form", { name: "Book stage 1" });
  await book.getByLabel("Crew").selectOption({ label: crewName });
  await book.getByLabel("First day").fill(dig);
  await book.getByRole("button", { name: "Book" }).click();
  await expect(staff.getByText("Stage 1 booked", { exact: true })).toBeVisible();

  // the Form 16 of stage 1, with its certificate and a photo of the footings
  const form16Item = register.locator("li", { has: staff.getByRole("heading", { name: "Stage inspection (Form 16), stage 1" }) });
  await form16Item.getByText("Record evidence").click();
  const form16 = staff.getByRole("form", { name: "Record Stage inspection (Form 16), stage 1" });
  await form16.getByLabel("Inspector's name").fill("Ann Lee");
  await form16.getByLabel("Date inspected").fill(today);
  await form16.getByLabel(/\(PDF or photo\)/).setInputFiles({ name: "form16.pdf", mimeType: "application/pdf", buffer: CERTIFICATE_PDF });
  await form16
    .getByLabel("Photo of the stage")
    .setInputFiles({ name: "footings.jpg", mimeType: "image/jpeg", buffer: await phonePhotoWithGps(800, 600) });
  await form16.getByRole("button", { name: "Save Form 16" }).click();
  await expect(form16Item).toContainText("Done");
  await staff.context().close();

  // the homeowner's page: the Form 16 they are owed, as a link, and nothing else of the register
  expect((await api.post(`/api/jobs/${jobId}/stages/1/done`, { multipart: { note: "Footings inspected and poured." } })).status()).toBe(
    201,
  );
  const homeowner = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
  await homeowner.goto(await linkIn(sink, email, "Stage 1", /\/job\/[\w-]{32}/));
  const certificates = homeowner.getByRole("region", { name: "Your certificates" });
  const link = certificates.getByRole("link", { name: "Form 16 inspection certificate, stage 1" });
  await expect(link).toBeVisible();
  const body = await homeowner.locator("body").innerText();
  for (const hidden of ["Before You Dig", "Form 15", "37712345", "HW-5512090", "Ann Lee"]) expect(body).not.toContain(hidden);
  const pdf = await homeowner.request.get((await link.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectNoSeriousA11yViolations(homeowner);
  await homeowner.context().close();
});
