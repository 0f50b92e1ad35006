import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, brisbaneDay, brisbaneInstant, REMINDER_MINUTE_OF_DAY } from "@shared/calendar/brisbane-time";
import { isPublicHoliday } from "@shared/calendar/public-holidays";
import { addWorkingDays, workingDaysBefore } from "@shared/calendar/working-days";
import { auditLog, smsMessages, tasks, users } from "@shared/schema";
import { phonePhotoWithGps } from "../../../infra/images/test-images";
import { appWithStaff, type AppWithStaff, type StaffAgent } from "../../../test/app-with-staff";
import { type FakeDevice, PushServiceStandIn } from "../../../test/push-service";
import { CERTIFICATE_PDF, certificateOnFile } from "../../../test/compliance";
import { accountAgent, jobBookedFor, op, TINY_PNG, uploadCrewPhoto } from "../../../test/crew";
import { SWMS_REFUSAL } from "./crew-compliance";
import { pollUntil } from "../../../test/poll-until";
import { acceptedWallQuote, TWO_STAGES } from "../../../test/quotes";
import type { SmtpSink } from "../../../test/smtp-sink";
import type { TestContext } from "../../../test/test-app";
import { BYDA_EXPIRY_CHECK_TASK, bydaReminderText } from "./byda-reminder";

let ctx: TestContext, owner: StaffAgent, sink: SmtpSink, app: AppWithStaff;
let push: PushServiceStandIn, ownerPhone: FakeDevice;
beforeAll(async () => {
  push = await PushServiceStandIn.start();
  app = await appWithStaff({ mail: true, config: { push: { allowedOrigins: [push.origin] } } });
  ({ ctx, staff: owner, sink } = app);
  ownerPhone = push.newDevice();
  await owner
    .post("/api/push/subscriptions")
    .set("User-Agent", "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile")
    .send(ownerPhone.subscription())
    .expect(201);
});
afterAll(async () => {
  await app?.close();
  await push?.down();
});
let office: Awaited<ReturnType<typeof accountAgent>>;
let crewNumber = 0;

const today = () => brisbaneDay(new Date());
/** The next Queensland working day after today: "tomorrow's dig". */
const nextWorkingDay = () => addWorkingDays(today(), 1, isPublicHoliday);

const SMALL_WALL = { kind: "wall", material: "concrete-sleeper", lengthM: 10, heightM: 0.8 };
const TALL_WALL = { kind: "wall", material: "concrete-sleeper", lengthM: 10, heightM: 1.2 };

async function jobWith(runs: unknown[]) {
  const lead = await acceptedWallQuote(ctx, owner, { quote: { runs, stages: TWO_STAGES } });
  const jobId = (await owner.get(`/api/contact/${lead.id}`).expect(200)).body.jobId as number;
  crewNumber += 1;
  const crew = await owner
    .post("/api/crews")
    .send({ name: `Register crew ${crewNumber}`, colour: "#1d6f42", members: [] })
    .expect(201);
  return { ...lead, jobId, crewId: crew.body.id as number };
}

const register = async (jobId: number) =>
  (await owner.get(`/api/jobs/${jobId}/compliance`).expect(200)).body as {
    items: { code: string; status: string; blocks: string | null; stage?: number; evidence: Record<string, unknown>; override?: unknown }[];
  };
const itemOf = async (jobId: number, code: string) => (await register(jobId)).items.find((item) => item.code === code)!;
const book = (jobId: number, crewId: number, startDay: string, days = 1) =>
  owner.post(`/api/jobs/${jobId}/bookings`).send({ stage: 1, crewId, startDay, days });
const byda = (jobId: number, fields: Record<string, unknown>) =>
  owner.put(`/api/jobs/${jobId}/compliance/byda`).send({ reference: "41234567", allAnswered: true, ...fields });

beforeEach(() => {
  sink.received.length = 0;
});

describe("the register", () => {
  it("lists every rule for a job from its quote's runs, staff-only", async () => {
    const job = await jobWith([TALL_WALL]);
    const { items } = await register(job.jobId);
    expect(items.map((item) => [item.code, item.status, item.blocks, item.stage ?? null])).toEqual([
      ["byda", "needed", "booking", null],
      ["engineering", "needed", "booking", null],
      ["building-approval", "needed", "booking", null],
      ["inspection", "needed", "completion", 1],
      ["pool-barrier", "not-needed", null, null],
      ["swms", "not-needed", null, null],
      ["home-warranty", "needed", "booking", null],
    ]);
    expect((await request(ctx.app).get(`/api/jobs/${job.jobId}/compliance`)).status).toBe(401);
  });
});

describe("the home warranty rule", () => {
  it("covers approved work over A$3,300 by default, and every contract over it once the Owner widens it", async () => {
    const small = await jobWith([SMALL_WALL]);
    expect((await itemOf(small.jobId, "home-warranty")).status).toBe("not-needed");
    const details = (await owner.get("/api/business-profile").expect(200)).body.details;
    await owner
      .put("/api/business-profile")
      .send({ ...details, homeWarrantyScope: "all-work" })
      .expect(200);
    try {
      expect(await itemOf(small.jobId, "home-warranty")).toMatchObject({ status: "needed", blocks: "booking" });
    } finally {
      await owner.put("/api/business-profile").send(details).expect(200);
    }
  });
});

describe("the booking gate", () => {
  it("refuses a booking naming what is missing, and a dig inside or outside Before You Dig's windows", async () => {
    const job = await jobWith([TALL_WALL]);
    const dig = nextWorkingDay();
    const missing = await book(job.jobId, job.crewId, dig);
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe(
      "Before You Dig: no enquiry yet; Form 15 not on file; Building approval decision notice not on file; QBCC home warranty not on file",
    );
    await certificateOnFile(owner, job.jobId, "engineering", "F15-1");
    await certificateOnFile(owner, job.jobId, "building-approval", "DA-1");
    await owner.put(`/api/jobs/${job.jobId}/compliance/home-warranty`).send({ policyNumber: "HW-1", premiumPaidOn: today() }).expect(200);

    await byda(job.jobId, { lodgedOn: today(), validUntil: addDays(dig, 20) }).expect(200);
    const sameDay = await book(job.jobId, job.crewId, dig);
    expect(sameDay.status).toBe(409);
    expect(sameDay.body.message).toMatch(/^Before You Dig: lodge the enquiry at least 1 business day before \w+day \d+ \w+ \d{4}$/);

    await byda(job.jobId, { lodgedOn: addDays(dig, -31), validUntil: addDays(dig, 20) }).expect(200);
    const early = await book(job.jobId, job.crewId, dig);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/this enquiry was lodged more than 30 days before .*: lodge a new one$/);

    const lodged = workingDaysBefore(dig, 2, isPublicHoliday);
    const lastDay = addWorkingDays(dig, 1, isPublicHoliday);
    await byda(job.jobId, { lodgedOn: lodged, validUntil: addDays(lastDay, -1) }).expect(200);
    const lapsed = await book(job.jobId, job.crewId, dig, 2);
    expect(lapsed.status).toBe(409);
    expect(lapsed.body.message).toMatch(/^Before You Dig: the plans stop being valid on .*, before .*$/);

    await byda(job.jobId, { lodgedOn: lodged, validUntil: lastDay }).expect(200);
    expect((await book(job.jobId, job.crewId, dig, 2)).status).toBe(201);
  });

  it("waits for every asset owner's answer, and refuses a lodging day after today", async () => {
    const job = await jobWith([SMALL_WALL]);
    await byda(job.jobId, { lodgedOn: addDays(today(), -5), validUntil: addDays(today(), 25), allAnswered: false }).expect(200);
    const waiting = await book(job.jobId, job.crewId, nextWorkingDay());
    expect(waiting.body.message).toBe("Before You Dig: not every asset owner has answered yet");
    const future = await byda(job.jobId, { lodgedOn: addDays(today(), 1), validUntil: addDays(today(), 25) });
    expect(future.status).toBe(400);
    expect(future.body.errors.lodgedOn).toBe("The enquiry cannot be lodged after today");
  });

  it("lets an Owner override an item with a reason, audited and shown; Staff get 403", async () => {
    office ??= await accountAgent(ctx, "office.register", "staff", "Olive");
    const job = await jobWith([SMALL_WALL]);
    const reason = "Hand digging only; services located on site by a certified locator";
    expect((await office.agent.post(`/api/jobs/${job.jobId}/compliance/byda/override`).send({ reason })).status).toBe(403);
    expect((await owner.post(`/api/jobs/${job.jobId}/compliance/byda/override`).send({ reason: " " })).status).toBe(400);
    expect((await book(job.jobId, job.crewId, nextWorkingDay())).status).toBe(409);
    const overridden = await owner.post(`/api/jobs/${job.jobId}/compliance/byda/override`).send({ reason }).expect(200);
    expect(overridden.body).toMatchObject({ code: "byda", status: "overridden", override: { reason, by: expect.any(String) } });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "job.compliance-override"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.summary).toBe(`${job.reference}: Before You Dig enquiry overridden: ${reason}`);
    expect((await book(job.jobId, job.crewId, nextWorkingDay())).status).toBe(201);
  });
});

describe("the completion gate", () => {
  it("refuses the last stage done and the job completed until the Form 16 and a photo of its stage are in", async () => {
    const job = await jobWith([TALL_WALL]);
    await owner.post(`/api/jobs/${job.jobId}/stages/1/done`).field("note", "Footings poured").expect(201);
    const last = await owner.post(`/api/jobs/${job.jobId}/stages/2/done`).field("note", "Wall finished");
    expect(last.status).toBe(409);
    expect(last.body.message).toBe("Form 16 for stage 1 not on file");
    const complete = await owner.post(`/api/contact/${job.id}/complete`);
    expect(complete.status).toBe(409);
    expect(complete.body.message).toBe("Form 16 for stage 1 not on file");

    const form16 = { stage: "1", inspectorName: "Ann Lee", date: today() };
    const noPhoto = await owner
      .put(`/api/jobs/${job.jobId}/compliance/inspection`)
      .field(form16)
      .attach("file", CERTIFICATE_PDF, { filename: "form16.pdf", contentType: "application/pdf" })
      .expect(200);
    expect(noPhoto.body).toMatchObject({
      code: "inspection",
      stage: 1,
      status: "needed",
      missing: "Form 16 for stage 1: no photo of the stage yet",
    });
    expect((await owner.post(`/api/jobs/${job.jobId}/stages/2/done`).field("note", "Wall finished")).body.message).toBe(
      "Form 16 for stage 1: no photo of the stage yet",
    );

    const withPhoto = await owner
      .put(`/api/jobs/${job.jobId}/compliance/inspection`)
      .field({ stage: "1", inspectorName: "Ann Lee", date: today() })
      .attach("photo", await phonePhotoWithGps(640, 480), { filename: "footings.jpg", contentType: "image/jpeg" })
      .expect(200);
    expect(withPhoto.body).toMatchObject({ status: "done", evidence: { inspectorName: "Ann Lee", file: { url: expect.any(String) } } });
    await owner.post(`/api/jobs/${job.jobId}/stages/2/done`).field("note", "Wall finished").expect(201);
    await owner.post(`/api/contact/${job.id}/complete`).expect(200);

    // the homeowner's page lists the Form 16 they are owed, and nothing else of the register
    await certificateOnFile(owner, job.jobId, "engineering", "F15-77");
    const stageMail = await sink.mailTo(job.email, "Stage 1");
    const path = /\/job\/[\w-]{32}/.exec(stageMail.mail.text ?? "")![0];
    const page = (await request(ctx.app).get(path).expect(200)).text;
    const form16Url = `${path}/certificates/${(withPhoto.body.evidence.file as { fileId: number }).fileId}`;
    expect(page).toContain(`href="${form16Url}"`);
    expect(page).toContain("Form 16 inspection certificate, stage 1");
    for (const hidden of ["Before You Dig", "Form 15", "F15-77", "Ann Lee", "/api/jobs/"]) expect(page).not.toContain(hidden);
    const served = await request(ctx.app).get(form16Url).buffer(true).expect(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.from(served.body).equals(CERTIFICATE_PDF)).toBe(true);
    const form15 = (await itemOf(job.jobId, "engineering")).evidence.file as { fileId: number };
    expect((await request(ctx.app).get(`${path}/certificates/${form15.fileId}`)).status).toBe(404);
  });
});

describe("evidence files", () => {
  it("are PDFs or images checked by their bytes, at most 10 MiB, and private to staff", async () => {
    const job = await jobWith([TALL_WALL]);
    const notPdf = await owner
      .put(`/api/jobs/${job.jobId}/compliance/engineering`)
      .field({ number: "F15-9", date: today() })
      .attach("file", Buffer.from("<html>not a certificate</html>"), { filename: "form15.pdf", contentType: "application/pdf" });
    expect(notPdf.status).toBe(415);
    const huge = Buffer.concat([CERTIFICATE_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await owner
      .put(`/api/jobs/${job.jobId}/compliance/engineering`)
      .field({ number: "F15-9", date: today() })
      .attach("file", huge, { filename: "form15.pdf", contentType: "application/pdf" });
    expect(tooBig.status).toBe(413);
    expect((await itemOf(job.jobId, "engineering")).status).toBe("needed");

    const item = await certificateOnFile(owner, job.jobId, "engineering", "F15-10");
    const url = item.evidence.file.url as string;
    const file = await owner.get(url).buffer(true).expect(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.from(file.body).equals(CERTIFICATE_PDF)).toBe(true);
    expect((await request(ctx.app).get(url)).status).toBe(401);
    const other = await jobWith([SMALL_WALL]);
    expect((await owner.get(url.replace(`/jobs/${job.jobId}/`, `/jobs/${other.jobId}/`))).status).toBe(404);
  });
});

describe("the Before You Dig reminder", () => {
  it("is queued for 9:00 two business days before the plans lapse, sent once by email and push when its time comes", async () => {
    const job = await jobWith([SMALL_WALL]);
    await ctx.database.db.update(users).set({ email: "owner.register@ridgeline.example" }).where(eq(users.username, "office"));
    const validUntil = addWorkingDays(today(), 10, isPublicHoliday);
    const enquiry = { lodgedOn: addDays(today(), -2), validUntil };
    await byda(job.jobId, enquiry).expect(200);
    await byda(job.jobId, enquiry).expect(200);
    const queued = await ctx.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.type, BYDA_EXPIRY_CHECK_TASK), sql`(${tasks.payload} ->> 'jobId')::int = ${job.jobId}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString()).toBe(
      brisbaneInstant(workingDaysBefore(validUntil, 2, isPublicHoliday), REMINDER_MINUTE_OF_DAY).toISOString(),
    );
    const text = bydaReminderText(job.reference, validUntil);
    expect(sink.received.filter((received) => received.mail.subject === text)).toHaveLength(0);

    // the clock is moved: the reminder's moment has come
    await ctx.database.db.update(tasks).set({ runAt: new Date() }).where(eq(tasks.id, queued[0]!.id));
    const mail = await sink.mailTo(null, text);
    expect(mail.envelopeTo.sort()).toEqual(["office@ridgeline.example", "owner.register@ridgeline.example"]);
    expect(text).toMatch(new RegExp(`^${job.reference}: Before You Dig plans expire \\w+day; lodge a new enquiry$`));
    // one check task, done, and the office's push with it
    const checks = await pollUntil(async () => {
      const rows = await ctx.database.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.type, BYDA_EXPIRY_CHECK_TASK), sql`(${tasks.payload} ->> 'jobId')::int = ${job.jobId}`));
      return rows.every((row) => row.state === "done") ? rows : undefined;
    });
    expect(checks).toHaveLength(1);
    const notice = await pollUntil(() =>
      push
        .pushesTo(ownerPhone)
        .map((received) => received.message as { title: string; body: string; url: string })
        .find((message) => message.body === text),
    );
    expect(notice).toEqual({ title: "Before You Dig plans expiring", body: text, url: `/admin/schedule?job=${job.jobId}` });
    expect(sink.received.filter((received) => received.mail.subject === text)).toHaveLength(1);
  });
});

describe("on the crew's phone", () => {
  it("carries the Before You Dig reference and plans, and asks for the SWMS before clocking on to a deep dig", async () => {
    const sam = await accountAgent(ctx, "sam.register", "crew", "Sam");
    const deep = await jobBookedFor(ctx, owner, [sam.id], {}, { runs: [{ ...TALL_WALL, heightM: 1.5 }], stages: TWO_STAGES });
    await owner
      .put(`/api/jobs/${deep.jobId}/compliance/byda`)
      .field({ reference: "49990001", lodgedOn: addDays(today(), -7), validUntil: addDays(today(), 23), allAnswered: "true" })
      .attach("file", CERTIFICATE_PDF, { filename: "plans.pdf", contentType: "application/pdf" })
      .expect(200);
    const week = (await sam.agent.get("/api/crew/days").expect(200)).body as {
      days: { jobs: { jobId: number; compliance: { byda: { reference: string; plansUrl: string }; swmsStage: number } }[] }[];
    };
    const onPhone = week.days.flatMap((day) => day.jobs).find((job) => job.jobId === deep.jobId)!;
    expect(onPhone.compliance).toEqual({
      byda: { reference: "49990001", validUntil: addDays(today(), 23), plansUrl: `/api/crew/jobs/${deep.jobId}/byda-plans` },
      swmsStage: 1,
    });
    const plans = await sam.agent.get(onPhone.compliance.byda.plansUrl).buffer(true).expect(200);
    expect(Buffer.from(plans.body).equals(CERTIFICATE_PDF)).toBe(true);

    const unread = await sam.agent
      .post("/api/crew/sync")
      .send({ ops: [op("clock-on", deep.jobId, { stage: 1 })] })
      .expect(200);
    expect(unread.body.results[0]).toMatchObject({ status: "refused", message: SWMS_REFUSAL });
    expect((await itemOf(deep.jobId, "swms")).status).toBe("needed");
    const read = await sam.agent
      .post("/api/crew/sync")
      .send({ ops: [op("clock-on", deep.jobId, { stage: 1, swmsAcknowledged: true })] })
      .expect(200);
    expect(read.body.results[0].status).toBe("applied");
    expect((await itemOf(deep.jobId, "swms")).status).toBe("done");
  });
});

describe("a rain day", () => {
  it("that moves the dig past its plans' validity flags the job, texts nobody, and a new enquiry clears it", async () => {
    const job = await jobBookedFor(ctx, owner, [], {}, { runs: [SMALL_WALL], stages: TWO_STAGES });
    await owner.post("/api/schedule/shift").send({ fromDay: job.day, workingDays: 20, crewId: job.crewId }).expect(200);
    const flagged = (await register(job.jobId)) as unknown as { flag: string | null };
    expect(flagged.flag).toMatch(
      /^Before You Dig: the rain day moved stage 1 to .*, after the plans stop being valid on .*: lodge a new enquiry$/,
    );
    const sent = await ctx.database.db.select().from(smsMessages).where(eq(smsMessages.leadId, job.id));
    expect(sent).toEqual([]);
    await byda(job.jobId, { reference: "41230000", lodgedOn: today(), validUntil: addDays(today(), 40) }).expect(200);
    expect(((await register(job.jobId)) as unknown as { flag: string | null }).flag).toBeNull();
  });
});

describe("a pool fence", () => {
  it("puts the barrier's checks on the crew's checklist, each needing its photo, and each tick with its photo counts", async () => {
    const mia = await accountAgent(ctx, "mia.register", "crew", "Mia");
    const pool = { kind: "fence", type: "aluminium-pool", heightM: 1.2, lengthM: 18, singleGates: 1, doubleGates: 0 };
    const job = await jobBookedFor(ctx, owner, [mia.id], {}, { runs: [pool], stages: TWO_STAGES });
    const week = (await mia.agent.get("/api/crew/days").expect(200)).body as {
      days: { jobs: { jobId: number; checklist: { id: number; text: string; photoRequired: boolean }[] }[] }[];
    };
    const checklist = week.days.flatMap((day) => day.jobs).find((each) => each.jobId === job.jobId)!.checklist;
    const barrier = checklist.filter((item) => item.photoRequired && /^(Barrier|Gaps|900 mm|Gate|Latch)/.test(item.text));
    expect(barrier.map((item) => item.text)).toEqual([
      "Barrier at least 1,200 mm high",
      "Gaps under and between at most 100 mm",
      "900 mm non-climbable zone clear",
      "Gate self-closes and latches from any position from 150 mm open",
      "Latch at least 1,500 mm above the ground",
    ]);
    const latch = barrier[4]!;
    await uploadCrewPhoto(mia.agent, { jobId: job.jobId, itemId: latch.id, photo: await phonePhotoWithGps(640, 480) }).expect(201);
    const ticked = await mia.agent
      .post("/api/crew/sync")
      .send({ ops: [op("check", job.jobId, { itemId: latch.id })] })
      .expect(200);
    expect(ticked.body.results[0].status).toBe("applied");
    const item = await itemOf(job.jobId, "pool-barrier");
    expect(item).toMatchObject({
      status: "needed",
      blocks: "completion",
      missing: "Pool barrier: 4 checks not ticked with a photo",
      evidence: { checks: { "latch-height": true }, photos: [{ check: "latch-height" }] },
    });
  });
});

describe("the sign-off", () => {
  it("is refused, naming the item, when a stage staff mark for inspection has no Form 16", async () => {
    const ava = await accountAgent(ctx, "ava.register", "crew", "Ava");
    const job = await jobBookedFor(ctx, owner, [ava.id], {}, { runs: [SMALL_WALL], stages: TWO_STAGES });
    const done = await ava.agent
      .post("/api/crew/sync")
      .send({ ops: [op("stage-done", job.jobId, { stage: 1 }), op("stage-done", job.jobId, { stage: 2 })] })
      .expect(200);
    expect(done.body.results.map((result: { status: string }) => result.status)).toEqual(["applied", "applied"]);
    await owner
      .patch(`/api/jobs/${job.jobId}/compliance`)
      .send({ inspectionStages: [1] })
      .expect(200);
    const signing = { opId: randomUUID(), at: new Date().toISOString(), signerName: "Quinn Homeowner", signature: TINY_PNG };
    const refused = await ava.agent.post(`/api/crew/jobs/${job.jobId}/sign-off`).send(signing);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Form 16 for stage 1 not on file");
    expect((await owner.post(`/api/contact/${job.id}/complete`)).body.message).toBe("Form 16 for stage 1 not on file");
  });

  it("holds the crew's last stage done like the office's, and refuses it as a change the phone shows", async () => {
    const bo = await accountAgent(ctx, "bo.register", "crew", "Bo");
    const job = await jobBookedFor(ctx, owner, [bo.id], {}, { runs: [TALL_WALL], stages: TWO_STAGES });
    const synced = await bo.agent
      .post("/api/crew/sync")
      .send({ ops: [op("stage-done", job.jobId, { stage: 1 }), op("stage-done", job.jobId, { stage: 2 })] })
      .expect(200);
    expect(synced.body.results.map((result: { status: string; message: string }) => [result.status, result.message])).toEqual([
      ["applied", ""],
      ["refused", "Form 16 for stage 1 not on file"],
    ]);
  });
});
