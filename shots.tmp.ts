import { chromium } from "playwright-core";
import { randomUUID } from "node:crypto";
import { quoteRequestBody } from "./server/test/lead-bodies";
import { phonePhotoWithGps } from "./server/infra/images/test-images";
import { brisbaneDay } from "./shared/calendar/brisbane-time";
import { workingDayFrom } from "./shared/calendar/working-days";
import { isPublicHoliday } from "./shared/calendar/public-holidays";

const base = "http://localhost:5300";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ownerCtx = await browser.newContext({ baseURL: base });
const api = ownerCtx.request;
const ok = async (p: Promise<any>, what: string) => { const r = await p; if (r.status() >= 300) throw new Error(`${what}: ${r.status()} ${await r.text()}`); return r.json().catch(() => ({})); };
await ok(api.post("/api/login", { data: { username: "shots", password: "shots password 12345 long" } }), "login");
const accounts = await ok(api.get("/api/accounts"), "accounts");
const kai = accounts.accounts.find((a: any) => a.username === "kai");
await ok(api.patch(`/api/accounts/${kai.id}`, { data: { role: "crew", firstName: "Kai" } }), "kai");
await ok(api.put("/api/checklists/retaining-wall", { data: { items: [
  { text: "Before You Dig plans on site", photoRequired: false },
  { text: "Set-out pegs checked against the plan", photoRequired: false },
  { text: "Footing holes at depth", photoRequired: true },
  { text: "Ag pipe laid to fall", photoRequired: false },
  { text: "Site left tidy", photoRequired: false },
] } }), "checklist");
await ok(api.put("/api/uncharged-reasons", { data: { reasons: [{ label: "Site induction" }] } }), "reasons");
const lead = await ok(api.post("/api/contact", { headers: { "X-Forwarded-For": "198.51.100.7" }, data: quoteRequestBody({ name: "Harriet Jones", email: "harriet@example.com", location: "Samford Valley" }) }), "lead");
const list = await ok(api.get("/api/contact"), "list");
const leadId = (Array.isArray(list) ? list : list.items ?? list.rows).find((l: any) => l.reference === lead.reference).id;
await ok(api.patch(`/api/contact/${leadId}`, { data: { status: "won" } }), "won");
const job = await ok(api.post("/api/jobs", { data: { leadId, stages: [{ description: "Excavation and footings" }, { description: "Wall, drainage and backfill" }] } }), "job");
const crew = await ok(api.post("/api/crews", { data: { name: "Kai's crew", colour: "#1d6f42", members: [kai.id] } }), "crew");
const day = workingDayFrom(brisbaneDay(new Date()), isPublicHoliday);
await ok(api.post(`/api/jobs/${job.jobId}/bookings`, { data: { stage: 1, crewId: crew.id, startDay: day, days: 2 } }), "book");
const crewCtx = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
await ok(crewCtx.request.post("/api/login", { data: { username: "kai", password: "crew kai password 12345 long" } }), "kai login");
const detail = await ok(api.get(`/api/jobs/${job.jobId}`), "detail");
const at = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
await ok(crewCtx.request.post("/api/crew/photos", { multipart: { opId: randomUUID(), jobId: String(job.jobId), stage: "1", takenAt: at(50), itemId: String(detail.checklist[2].id), photo: { name: "f.jpg", mimeType: "image/jpeg", buffer: await phonePhotoWithGps(1200, 900) } } }), "photo");
await ok(crewCtx.request.post("/api/crew/sync", { data: { ops: [
  { opId: randomUUID(), at: at(120), type: "clock-on", jobId: job.jobId, stage: 1 },
  { opId: randomUUID(), at: at(100), type: "check", jobId: job.jobId, itemId: detail.checklist[0].id },
  { opId: randomUUID(), at: at(90), type: "check", jobId: job.jobId, itemId: detail.checklist[1].id },
  { opId: randomUUID(), at: at(40), type: "check", jobId: job.jobId, itemId: detail.checklist[2].id },
  { opId: randomUUID(), at: at(30), type: "material", jobId: job.jobId, item: "200 x 75 concrete sleeper", quantity: 28, unit: "each" },
  { opId: randomUUID(), at: at(20), type: "note", jobId: job.jobId, stage: 1, text: "Clay at 400 mm: extra gravel behind the wall." },
] } }), "sync");
await new Promise((r) => setTimeout(r, 3000));
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const page = await crewCtx.newPage();
  await page.setViewportSize({ width: w, height: h });
  await page.goto("/crew");
  await page.getByText("Samford Valley").first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/crew-${w}.png`, fullPage: true });
  console.log("crew overflow", w, await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
  await page.getByRole("button", { name: "Add material" }).count();
  await page.close();
  const admin = await ownerCtx.newPage();
  await admin.setViewportSize({ width: w, height: h });
  await admin.goto("/admin/checklists");
  await admin.getByRole("heading", { name: "Checklists", level: 1 }).waitFor();
  await admin.waitForTimeout(500);
  await admin.screenshot({ path: `/tmp/shots/checklists-${w}.png`, fullPage: true });
  console.log("checklists overflow", w, await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
  await admin.goto(`/admin/schedule?week=${day}&job=${job.jobId}`);
  await admin.getByRole("region", { name: "On site" }).waitFor();
  await admin.waitForTimeout(500);
  await admin.getByRole("region", { name: "On site" }).screenshot({ path: `/tmp/shots/onsite-${w}.png` });
  console.log("schedule overflow", w, await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
  await admin.close();
}
await browser.close();
