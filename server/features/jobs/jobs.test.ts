import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, crewDays, leads, smsMessages, users } from "@shared/schema";
import { shiftSchedule } from "./weather-shift";
import { closedDays } from "../visits";
import { phonePhotoWithGps } from "../../infra/images/test-images";
import { loggablePath } from "../../middleware/request-logger";
import { startSmsStandIn, type SmsStandIn } from "../../test/sms-stand-in";
import { appWithStaff, type StaffAgent } from "../../test/app-with-staff";
import { postLead } from "../../test/leads";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import { textOf } from "../../test/html";
import { acceptedWallQuote } from "../../test/quotes";
import type { SmtpSink } from "../../test/smtp-sink";
import type { TestContext } from "../../test/test-app";
import { bydaOverridden } from "../../test/compliance";

let ctx: TestContext, staff: StaffAgent, sink: SmtpSink, close: () => Promise<void>;
let photo: Buffer;

let provider: SmsStandIn;

beforeAll(async () => {
  provider = await startSmsStandIn();
  ({ ctx, staff, sink, close } = await appWithStaff({
    mail: true,
    config: { sms: { apiBase: provider.base, accountSid: provider.accountSid, authToken: provider.authToken, from: "Ridgeline" } },
  }));
  photo = await phonePhotoWithGps(640, 480);
});
afterAll(async () => {
  await close?.();
  await provider?.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

/** A lead whose two-stage quote the homeowner accepted online: its job is made with it. */
async function acceptedJob(name = "Quinn Homeowner", overrides: Record<string, unknown> = {}) {
  const lead = await acceptedWallQuote(ctx, staff, { lead: { name, ...overrides } });
  const jobId = (await staff.get(`/api/contact/${lead.id}`).expect(200)).body.jobId as number;
  await bydaOverridden(staff, jobId);
  return { ...lead, jobId };
}

let crewNumber = 0;
async function newCrew(members: number[] = []) {
  crewNumber += 1;
  const made = await staff.post("/api/crews").send({ name: `Crew ${crewNumber}`, colour: "#1d6f42", members });
  expect(made.status).toBe(201);
  return made.body as { id: number; name: string; colour: string; members: number[] };
}

const book = (jobId: number, body: Record<string, unknown>) => staff.post(`/api/jobs/${jobId}/bookings`).send(body);
const scheduleOf = async (from: string, to: string) => (await staff.get(`/api/jobs?from=${from}&to=${to}`).expect(200)).body;
const daysOfBooking = async (jobId: number, stage: number) =>
  ((await staff.get(`/api/jobs/${jobId}`).expect(200)).body.bookings as { stage: number; days: string[] }[]).find((b) => b.stage === stage)
    ?.days;

/** The newest audit row of an action. */
const latestAudit = async (action: string) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1)
  )[0];

describe("a job for every Won lead", () => {
  it("is made with the accepted quote's stages as the homeowner accepts, and the schedule lists it To schedule", async () => {
    const lead = await acceptedJob();
    expect(lead.jobId).toEqual(expect.any(Number));
    const schedule = await scheduleOf("2027-02-01", "2027-02-07");
    const listed = schedule.jobs.find((job: { jobId: number }) => job.jobId === lead.jobId);
    expect(listed).toMatchObject({
      reference: lead.reference,
      suburb: "Chermside",
      state: "to-schedule",
      stages: [
        { stage: 1, description: "Excavation and footings", doneAt: null },
        { stage: 2, description: "Wall, drainage and backfill", doneAt: null },
      ],
    });
    expect(schedule.closedDays).toEqual(["2027-02-06", "2027-02-07"]);
  });

  it("is made by staff for a Won lead without an online quote, once, and never for an open lead", async () => {
    const lead = await postLead(ctx, "ga-leads");
    const early = await staff.post("/api/jobs").send({ leadId: lead.id });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Only a Won lead has a job");
    await staff.patch(`/api/ga-leads/${lead.id}`).send({ status: "won" }).expect(200);
    const made = await staff.post("/api/jobs").send({ leadId: lead.id, stages: [{ description: "Colorbond fence, 30 m" }] });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      reference: lead.reference,
      state: "to-schedule",
      stages: [{ stage: 1, description: "Colorbond fence, 30 m" }],
    });
    expect((await staff.get(`/api/ga-leads/${lead.id}`).expect(200)).body.jobId).toBe(made.body.jobId);
    expect((await staff.post("/api/jobs").send({ leadId: lead.id })).status).toBe(409);
  });

  it("is staff's only: a visitor gets 401", async () => {
    expect((await request(ctx.app).get("/api/jobs?from=2027-02-01&to=2027-02-07")).status).toBe(401);
    expect((await request(ctx.app).post("/api/crews").send({ name: "X", colour: "#000000" })).status).toBe(401);
  });
});

describe("crews", () => {
  it("are made with a name, a colour and members from the staff accounts, and changed", async () => {
    const [owner] = await ctx.database.db.select().from(users).limit(1);
    const crew = await newCrew([owner!.id]);
    expect(crew).toMatchObject({ colour: "#1d6f42", members: [owner!.id] });
    const badColour = await staff.post("/api/crews").send({ name: "Blue crew", colour: "blue", members: [] });
    expect(badColour.status).toBe(400);
    expect(badColour.body.errors.colour).toBe("A colour is written #rrggbb, e.g. #1d6f42");
    expect((await staff.post("/api/crews").send({ name: crew.name, colour: "#000000" })).status).toBe(409);
    expect((await staff.post("/api/crews").send({ name: "Ghosts", colour: "#000000", members: [999_999] })).status).toBe(400);
    const changed = await staff.patch(`/api/crews/${crew.id}`).send({ colour: "#AA3300", members: [] });
    expect(changed.body).toMatchObject({ id: crew.id, colour: "#aa3300", members: [] });
    const list = (await staff.get("/api/crews").expect(200)).body;
    expect(list.crews.find((c: { id: number }) => c.id === crew.id)).toMatchObject({ colour: "#aa3300" });
    expect(list.people.some((person: { id: number }) => person.id === owner!.id)).toBe(true);
  });
});

describe("bookings on working days", () => {
  it("a three-day stage from a Thursday runs over the weekend; a Saturday start is refused", async () => {
    const job = await acceptedJob();
    const crew = await newCrew();
    const booked = await book(job.jobId, { stage: 1, crewId: crew.id, startDay: "2027-02-04", days: 3 });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      jobId: job.jobId,
      reference: job.reference,
      stage: 1,
      crewId: crew.id,
      days: ["2027-02-04", "2027-02-05", "2027-02-08"],
    });
    const saturday = await book(job.jobId, { stage: 2, crewId: crew.id, startDay: "2027-02-06", days: 1 });
    expect(saturday.status).toBe(400);
    expect(saturday.body.errors.startDay).toBe("Saturday 6 February 2027 is not a working day (a weekend, a public holiday or a day off)");
    const schedule = await scheduleOf("2027-02-01", "2027-02-07");
    expect(schedule.jobs.find((j: { jobId: number }) => j.jobId === job.jobId).state).toBe("scheduled");
    expect(schedule.bookings).toContainEqual({
      jobId: job.jobId,
      reference: job.reference,
      suburb: "Chermside",
      stage: 1,
      crewId: crew.id,
      days: ["2027-02-04", "2027-02-05", "2027-02-08"],
    });
  });

  it("skips Easter and the business's days off", async () => {
    const job = await acceptedJob();
    const crew = await newCrew();
    const easter = await book(job.jobId, { stage: 1, crewId: crew.id, startDay: "2027-03-25", days: 3 });
    expect(easter.body.days).toEqual(["2027-03-25", "2027-03-30", "2027-03-31"]);
    await staff.post("/api/days-off").send({ day: "2027-04-07", note: "Crew training" }).expect(201);
    const dayOff = await book(job.jobId, { stage: 2, crewId: crew.id, startDay: "2027-04-06", days: 3 });
    expect(dayOff.body.days).toEqual(["2027-04-06", "2027-04-08", "2027-04-09"]);
  });

  it("never puts a crew on two jobs one day: refused whole with the day and the other job's reference", async () => {
    const [first, second] = [await acceptedJob(), await acceptedJob()];
    const crew = await newCrew();
    await book(first.jobId, { stage: 1, crewId: crew.id, startDay: "2027-05-10", days: 2 }).expect(201);
    const clash = await book(second.jobId, { stage: 1, crewId: crew.id, startDay: "2027-05-07", days: 3 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(`${crew.name} is already on ${first.reference} on Monday 10 May 2027`);
    // nothing of the refused booking was kept, not even its free Friday
    expect(await daysOfBooking(second.jobId, 1)).toBeUndefined();
    const held = await ctx.database.db.select().from(crewDays).where(eq(crewDays.crewId, crew.id));
    expect(held.map((row) => row.day).sort()).toEqual(["2027-05-10", "2027-05-11"]);
  });

  it("of 20 bookings of one crew on one day at once, one is taken", async () => {
    const crew = await newCrew();
    const jobsMade = [];
    for (let i = 0; i < 20; i++) jobsMade.push(await acceptedJob(`Racer ${i}`));
    const answers = await Promise.all(
      jobsMade.map((job) => book(job.jobId, { stage: 1, crewId: crew.id, startDay: "2027-06-01", days: 1 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    // twenty acceptances' emails (confirmations, deposit invoices, the office's alerts) go before the next test counts any
    await pollUntilQueueDrained(ctx.database.db, { timeoutMs: 120_000 });
  });
});

describe("a weather shift", () => {
  it("previews without changing anything, then moves every later booking whole, off taken days, and emails each homeowner once", async () => {
    const crew = await newCrew();
    const other = await newCrew();
    const before = await acceptedJob("Bea Before");
    const thursday = await acceptedJob("Tara Thursday", { smsConsent: true, phone: "0412 555 101" });
    const monday = await acceptedJob("Mo Monday");
    const doneEarly = await acceptedJob("Dana Done");
    const otherCrew = await acceptedJob("Otto Other");
    await book(before.jobId, { stage: 1, crewId: crew.id, startDay: "2027-07-06", days: 1 }).expect(201);
    await book(thursday.jobId, { stage: 1, crewId: crew.id, startDay: "2027-07-08", days: 2 }).expect(201);
    await book(thursday.jobId, { stage: 2, crewId: crew.id, startDay: "2027-07-13", days: 1 }).expect(201);
    await book(monday.jobId, { stage: 1, crewId: crew.id, startDay: "2027-07-12", days: 1 }).expect(201);
    await book(doneEarly.jobId, { stage: 1, crewId: crew.id, startDay: "2027-07-14", days: 1 }).expect(201);
    await book(otherCrew.jobId, { stage: 1, crewId: other.id, startDay: "2027-07-08", days: 1 }).expect(201);
    // a stage done early keeps its day: the shift goes round it
    await staff.post(`/api/jobs/${doneEarly.jobId}/stages/1/done`).field("note", "Done early").expect(201);
    await pollUntilQueueDrained(ctx.database.db);
    sink.received.length = 0;

    const shift = { fromDay: "2027-07-08", workingDays: 2, crewId: crew.id };
    const preview = await staff.post("/api/schedule/shift").send({ ...shift, preview: true });
    expect(preview.status).toBe(200);
    const expected = [
      { jobId: thursday.jobId, stage: 1, crewId: crew.id, from: ["2027-07-08", "2027-07-09"], to: ["2027-07-12", "2027-07-13"] },
      { jobId: monday.jobId, stage: 1, crewId: crew.id, from: ["2027-07-12"], to: ["2027-07-15"] },
      { jobId: thursday.jobId, stage: 2, crewId: crew.id, from: ["2027-07-13"], to: ["2027-07-16"] },
    ];
    expect(preview.body).toMatchObject(expected);
    expect(await daysOfBooking(thursday.jobId, 1)).toEqual(["2027-07-08", "2027-07-09"]);
    expect(await daysOfBooking(monday.jobId, 1)).toEqual(["2027-07-12"]);

    const confirmed = await staff.post("/api/schedule/shift").send(shift);
    expect(confirmed.body).toMatchObject(expected);
    expect(await daysOfBooking(thursday.jobId, 1)).toEqual(["2027-07-12", "2027-07-13"]);
    expect(await daysOfBooking(thursday.jobId, 2)).toEqual(["2027-07-16"]);
    expect(await daysOfBooking(monday.jobId, 1)).toEqual(["2027-07-15"]);
    expect(await daysOfBooking(before.jobId, 1)).toEqual(["2027-07-06"]);
    expect(await daysOfBooking(doneEarly.jobId, 1)).toEqual(["2027-07-14"]);
    expect(await daysOfBooking(otherCrew.jobId, 1)).toEqual(["2027-07-08"]);

    await pollUntilQueueDrained(ctx.database.db);
    const told = (email: string) => sink.received.filter((m) => m.envelopeTo.includes(email) && m.mail.subject?.startsWith("New dates"));
    expect(told(thursday.email)).toHaveLength(1);
    expect(told(monday.email)).toHaveLength(1);
    expect(told(before.email)).toHaveLength(0);
    expect(told(otherCrew.email)).toHaveLength(0);
    expect(told(thursday.email)[0]!.mail.text).toContain(
      "Stage 1, Excavation and footings: Monday 12 July 2027 to Tuesday 13 July 2027 (2 working days)",
    );
    expect(told(thursday.email)[0]!.mail.text).toMatch(/\/job\/[\w-]{32}/);
    // and a text to the homeowner who asked for texts, only
    const moved = await ctx.database.db.select().from(smsMessages).where(eq(smsMessages.purpose, "job-moved"));
    expect(moved.map((text) => [text.leadId, text.number, text.status])).toEqual([[thursday.id, "+61412555101", "sent"]]);
    expect(provider.messages.filter((m) => m.body.includes(`your job ${thursday.reference}`))).toHaveLength(1);
  });

  it("of all crews moves every crew's later bookings", async () => {
    const [a, b] = [await newCrew(), await newCrew()];
    const [x, y] = [await acceptedJob(), await acceptedJob()];
    await book(x.jobId, { stage: 1, crewId: a.id, startDay: "2027-08-02", days: 1 }).expect(201);
    await book(y.jobId, { stage: 1, crewId: b.id, startDay: "2027-08-03", days: 1 }).expect(201);
    const moved = await staff.post("/api/schedule/shift").send({ fromDay: "2027-08-02", workingDays: 1 });
    expect(moved.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ jobId: x.jobId, to: ["2027-08-03"] }),
        expect.objectContaining({ jobId: y.jobId, to: ["2027-08-04"] }),
      ]),
    );
    expect((await staff.post("/api/schedule/shift").send({ fromDay: "2027-08-02", workingDays: 0 })).status).toBe(400);
    const audit = await latestAudit("job.shift");
    expect(audit).toMatchObject({
      targetId: "2027-08-02",
      summary: expect.stringMatching(/^Moved \d+ booked stages? from 2027-08-02 by 1 working day$/),
    });
  });

  it("keeps no moves when its audit row cannot be written: the two are one transaction", async () => {
    const crew = await newCrew();
    const job = await acceptedJob();
    await book(job.jobId, { stage: 1, crewId: crew.id, startDay: "2027-10-12", days: 1 }).expect(201);
    const shift = { fromDay: "2027-10-12", workingDays: 1, crewId: crew.id, preview: false };
    await expect(
      shiftSchedule(
        ctx.database.db,
        shift,
        await closedDays(ctx.database.db, shift.fromDay),
        { name: "Ridgeline", siteUrl: "http://x" },
        () => {
          throw new Error("the audit log is unavailable");
        },
      ),
    ).rejects.toThrow("the audit log is unavailable");
    expect(await daysOfBooking(job.jobId, 1)).toEqual(["2027-10-12"]);
  });
});

describe("stages done and the homeowner's job page", () => {
  it("a stage done with photos and a note issues its claim, tells the homeowner, and shows on their page and nobody else's", async () => {
    const [owner] = await ctx.database.db.select().from(users).limit(1);
    await staff.patch(`/api/accounts/${owner!.id}`).send({ firstName: "Sam" }).expect(200);
    const job = await acceptedJob("Hana Homeowner");
    const stranger = await acceptedJob("Stella Stranger");
    const crew = await newCrew([owner!.id]);
    await book(job.jobId, { stage: 2, crewId: crew.id, startDay: "2027-09-06", days: 2 }).expect(201);

    const done = await staff
      .post(`/api/jobs/${job.jobId}/stages/1/done`)
      .field("note", "Footings poured <b>and</b> set")
      .attach("photo", photo, "footings.jpg")
      .attach("photo", photo, "footings-2.jpg");
    expect(done.status).toBe(201);
    expect(done.body.stage).toMatchObject({
      stage: 1,
      note: "Footings poured <b>and</b> set",
      photos: [expect.any(Number), expect.any(Number)],
    });
    expect(done.body.claim.invoiceNumber).toMatch(/^INV-\d{6}$/);
    // the audit row names the claim it issued
    const stageAudit = await latestAudit("job.stage-done");
    expect(stageAudit!.summary).toBe(`${job.reference}: stage 1 done with 2 photos, claim ${done.body.claim.invoiceNumber} issued`);
    const invoices = (await staff.get(`/api/leads/${job.reference}/invoices`).expect(200)).body.invoices;
    expect(invoices.find((i: { number: string }) => i.number === done.body.claim.invoiceNumber)).toMatchObject({
      kind: "progress",
      stage: 1,
      totalCents: 200_000,
    });
    expect((await staff.post(`/api/jobs/${job.jobId}/stages/1/done`).field("note", "again")).status).toBe(409);
    expect((await staff.get(`/api/jobs/${job.jobId}`)).body.state).toBe("in-progress");

    await pollUntilQueueDrained(ctx.database.db);
    const email = sink.received.find((m) => m.envelopeTo.includes(job.email) && m.mail.subject?.startsWith("Stage 1 of your job"));
    expect(email?.mail.text).toContain("Our crew has finished stage 1, Excavation and footings. Photos are on your job page.");
    const path = /\/job\/[\w-]{32}/.exec(email!.mail.text ?? "")![0];

    const page = textOf((await request(ctx.app).get(path).expect(200)).text);
    expect(page).toContain(`Job ${job.reference}`);
    expect(page).toContain("Stage 1: Excavation and footings");
    expect(page).toContain("Footings poured &lt;b&gt;and&lt;/b&gt; set");
    expect(page).toContain("Stage 2: Wall, drainage and backfill");
    expect(page).toContain("Monday 6 September 2027 to Tuesday 7 September 2027 (2 working days)");
    expect(page).toContain("Your crew: Sam");
    expect(page).not.toContain(owner!.username);
    expect(page).toContain("Next: stage 2, Wall, drainage and backfill, from Monday 6 September 2027 with Sam.");
    expect(page).toContain("Keep pets inside while the crew is on site.");
    expect(page).not.toContain(stranger.reference);
    expect(page).not.toContain("Stella");
    const photoPath = `${path}/photos/${done.body.stage.photos[0]}`;
    expect(page).toContain(`${photoPath}?size=thumbnail`);
    const served = await request(ctx.app).get(photoPath).expect(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("private, no-store");

    // another job's token cannot open this job's photos, and a changed token opens nothing
    const strangerDone = await staff.post(`/api/jobs/${stranger.jobId}/stages/1/done`).field("note", "x").expect(201);
    await pollUntilQueueDrained(ctx.database.db);
    const strangerPath = /\/job\/[\w-]{32}/.exec(
      sink.received.find((m) => m.envelopeTo.includes(stranger.email) && m.mail.subject?.startsWith("Stage 1"))!.mail.text ?? "",
    )![0];
    expect(strangerDone.status).toBe(201);
    expect((await request(ctx.app).get(`${strangerPath}/photos/${done.body.stage.photos[0]}`)).status).toBe(404);
    const tampered = path.slice(0, -1) + (path.endsWith("A") ? "B" : "A");
    expect((await request(ctx.app).get(tampered)).status).toBe(404);
    expect(loggablePath(photoPath)).toBe(`/job/(private)/photos/${done.body.stage.photos[0]}`);
    expect(loggablePath(path)).toBe("/job/(private)");
  });

  it("refuses a sixth photo and a stage the job does not have, and records nothing", async () => {
    const job = await acceptedJob();
    let upload = staff.post(`/api/jobs/${job.jobId}/stages/1/done`);
    for (let i = 0; i < 6; i++) upload = upload.attach("photo", photo, `p${i}.jpg`);
    const tooMany = await upload;
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("Send at most 5 photos at a time");
    expect((await staff.post(`/api/jobs/${job.jobId}/stages/3/done`).field("note", "")).status).toBe(400);
    expect((await staff.get(`/api/jobs/${job.jobId}`)).body.stages[0].doneAt).toBeNull();
  });

  it("waits for staff to claim when the business asks, and the job runs through practical completion to Completed", async () => {
    const details = (await staff.get("/api/business-profile").expect(200)).body.details;
    await staff
      .put("/api/business-profile")
      .send({ ...details, stageClaims: "ask" })
      .expect(200);
    try {
      const job = await acceptedJob();
      const first = await staff.post(`/api/jobs/${job.jobId}/stages/1/done`).field("note", "");
      expect(first.body.claim).toEqual({ notIssued: "The business issues stage claims by hand: claim it from the lead" });
      await staff.post(`/api/jobs/${job.jobId}/stages/2/done`).field("note", "").expect(201);
      expect((await staff.get(`/api/jobs/${job.jobId}`)).body.state).toBe("practical-completion");
      await staff.post(`/api/contact/${job.id}/complete`).expect(200);
      expect((await staff.get(`/api/jobs/${job.jobId}`)).body.state).toBe("completed");

      // the job page works until 90 days after the job is completed
      await pollUntilQueueDrained(ctx.database.db);
      const path = /\/job\/[\w-]{32}/.exec(
        sink.received.find((m) => m.envelopeTo.includes(job.email) && m.mail.subject?.startsWith("Stage 2"))!.mail.text ?? "",
      )![0];
      expect(textOf((await request(ctx.app).get(path).expect(200)).text)).toContain("Your job is complete. Thank you for choosing us.");
      await ctx.database.db
        .update(leads)
        .set({ completedAt: sql`now() - interval '91 days'` })
        .where(eq(leads.id, job.id));
      expect((await request(ctx.app).get(path)).status).toBe(410);
    } finally {
      await staff.put("/api/business-profile").send(details).expect(200);
    }
  });
});
