import { createHash, randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import request from "supertest";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, images, stagePhotos, workJobs } from "@shared/schema";
import { IMAGE_DERIVATION_TASK } from "../../../infra/images/image-intake";
import { phonePhotoWithGps } from "../../../infra/images/test-images";
import { appWithStaffForFile, type StaffAgent } from "../../../test/app-with-staff";
import { binary } from "../../../test/binary";
import { accountAgent, jobBookedFor, op, TINY_PNG, uploadCrewPhoto } from "../../../test/crew";
import { textOf } from "../../../test/html";
import { pollUntilQueueDrained } from "../../../test/queue-drained";
import type { SmtpSink } from "../../../test/smtp-sink";
import type { TestContext } from "../../../test/test-app";

let ctx: TestContext, owner: StaffAgent, sink: SmtpSink;
appWithStaffForFile({ mail: true }, (app) => ({ ctx, staff: owner, sink } = app));

let lee: Awaited<ReturnType<typeof accountAgent>>, office: Awaited<ReturnType<typeof accountAgent>>;
let photo: Buffer;
beforeAll(async () => {
  lee = await accountAgent(ctx, "lee.crew", "crew", "Lee");
  office = await accountAgent(ctx, "desk", "staff", "Dana");
  photo = await phonePhotoWithGps(2560, 1920);
});

const uploadPhoto = (agent: StaffAgent, fields: { opId: string; jobId: number }) =>
  uploadCrewPhoto(agent, { ...fields, photo, takenAt: new Date(Date.now() - 60_000) });
const imageCount = async () => (await ctx.database.db.select({ n: count() }).from(images))[0]!.n;

describe("checklist templates", () => {
  it("are the Owner's to change (Staff 403), and a job made before its template takes it when it is saved", async () => {
    const early = await jobBookedFor(ctx, owner, [lee.id], { service: "Aluminium Fencing" });
    const [job] = await ctx.database.db.select().from(workJobs).where(eq(workJobs.id, early.jobId));
    expect(job).toMatchObject({ kind: "pool-fence", checklistTaken: false });
    const template = { items: [{ text: "Gate self-closes from 150 mm", photoRequired: true }] };
    expect((await office.agent.put("/api/checklists/pool-fence").send(template)).status).toBe(403);
    expect((await owner.put("/api/checklists/pool-fence").send({ items: [{ text: "", photoRequired: false }] })).status).toBe(400);
    const saved = await owner.put("/api/checklists/pool-fence").send(template).expect(200);
    expect(saved.body.templates.find((t: { kind: string }) => t.kind === "pool-fence").items).toEqual(template.items);
    const later = await jobBookedFor(ctx, owner, [lee.id], { service: "Aluminium Fencing" });
    for (const jobId of [early.jobId, later.jobId]) {
      const detail = (await owner.get(`/api/jobs/${jobId}`).expect(200)).body;
      // the kind's own items, then the pool barrier's five checks the compliance register adds, each needing its photo
      expect(detail.checklist.map((item: { text: string; photoRequired: boolean }) => [item.text, item.photoRequired])).toEqual([
        ["Gate self-closes from 150 mm", true],
        ["Barrier at least 1,200 mm high", true],
        ["Gaps under and between at most 100 mm", true],
        ["900 mm non-climbable zone clear", true],
        ["Gate self-closes and latches from any position from 150 mm open", true],
        ["Latch at least 1,500 mm above the ground", true],
      ]);
      expect(detail.checklist[0]).toEqual({
        id: expect.any(Number),
        text: "Gate self-closes from 150 mm",
        photoRequired: true,
        checkedAt: null,
        checkedBy: null,
      });
    }
  });
});

describe("GET /api/crew/days", () => {
  it("gives a crew member their crews' jobs of today and the next 6 working days, and Staff every crew's", async () => {
    const mine = await jobBookedFor(ctx, owner, [lee.id], { name: "Harriet Jones", phone: "0412 345 678" });
    const others = await jobBookedFor(ctx, owner, [office.id]);
    const days = (await lee.agent.get("/api/crew/days").expect(200)).body;
    expect(days.days).toHaveLength(7);
    const jobs = days.days.flatMap((d: { jobs: { jobId: number }[] }) => d.jobs);
    const job = jobs.find((j: { jobId: number }) => j.jobId === mine.jobId);
    expect(job).toMatchObject({
      reference: mine.reference,
      suburb: "Chermside",
      firstName: "Harriet",
      phone: "0412 345 678",
      mapUrl: expect.stringContaining("https://www.google.com/maps/search/?api=1&query="),
      stage: { stage: 1, description: "Excavation and footings", doneAt: null },
      prepare: expect.stringContaining("Sleepers"),
    });
    expect(jobs.some((j: { jobId: number }) => j.jobId === others.jobId)).toBe(false);
    // what the office writes when it books the stage replaces the kind's usual list
    await owner
      .post(`/api/jobs/${mine.jobId}/bookings`)
      .send({ stage: 1, crewId: mine.crewId, startDay: mine.day, days: 1, prepare: "Bring the 1.2 m auger" })
      .expect(201);
    const again = (await lee.agent.get("/api/crew/days").expect(200)).body.days.flatMap((d: { jobs: { jobId: number }[] }) => d.jobs);
    expect(again.find((j: { jobId: number }) => j.jobId === mine.jobId).prepare).toBe("Bring the 1.2 m auger");
    const staffDays = (await office.agent.get("/api/crew/days").expect(200)).body;
    const staffJobs = staffDays.days.flatMap((d: { jobs: { jobId: number }[] }) => d.jobs).map((j: { jobId: number }) => j.jobId);
    expect(staffJobs).toEqual(expect.arrayContaining([mine.jobId, others.jobId]));
  });
});

describe("POST /api/crew/photos", () => {
  it("answers before the derivatives exist, the queue makes them, and the same opId stores nothing new", async () => {
    const job = await jobBookedFor(ctx, owner, [lee.id]);
    const opId = randomUUID();
    const before = await imageCount();
    const first = await uploadPhoto(lee.agent, { opId, jobId: job.jobId }).expect(201);
    const photoId = first.body.photoId as number;
    const [row] = await ctx.database.db
      .select({ state: images.state, originalKey: images.originalKey })
      .from(stagePhotos)
      .innerJoin(images, eq(images.id, stagePhotos.imageId))
      .where(eq(stagePhotos.id, photoId));
    expect(row!.state).toBe("processing");
    expect(row!.originalKey).toMatch(/^originals\//);
    const waiting = await owner.get(`/api/jobs/${job.jobId}/photos/${photoId}?size=thumbnail`);
    expect([waiting.status, waiting.body]).toEqual([202, { status: "processing" }]);

    await pollUntilQueueDrained(ctx.database.db, { types: [IMAGE_DERIVATION_TASK] });
    const thumbnail = await binary(owner.get(`/api/jobs/${job.jobId}/photos/${photoId}?size=thumbnail`)).expect(200);
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    const master = await binary(lee.agent.get(`/api/crew/jobs/${job.jobId}/photos/${photoId}`)).expect(200);
    // the GPS position stays behind: the master has no EXIF
    expect((master.body as Buffer).includes(Buffer.from("Exif"))).toBe(false);
    const [done] = await ctx.database.db
      .select()
      .from(images)
      .innerJoin(stagePhotos, eq(stagePhotos.imageId, images.id))
      .where(eq(stagePhotos.id, photoId));
    expect(done!.images).toMatchObject({ state: "ready", originalKey: null });

    const replay = await uploadPhoto(lee.agent, { opId, jobId: job.jobId }).expect(200);
    expect(replay.body).toEqual({ photoId });
    expect(await imageCount()).toBe(before + 1);
  });

  it("refuses a file that is no photo, naming it, and keeps nothing", async () => {
    const job = await jobBookedFor(ctx, owner, [lee.id]);
    const before = await imageCount();
    const res = await uploadCrewPhoto(lee.agent, { jobId: job.jobId, photo: Buffer.from("%PDF-1.4 not a photo"), name: "plans.pdf" });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^plans\.pdf is not a photo we can use/);
    expect(await imageCount()).toBe(before);
  });
});

describe("the homeowner's sign-off", () => {
  it("is refused before every stage is done, then makes one unchangeable PDF with no price, audited, emailed and on the job page", async () => {
    const job = await jobBookedFor(ctx, owner, [lee.id], { name: "Robin Field" });
    await uploadPhoto(lee.agent, { opId: randomUUID(), jobId: job.jobId }).expect(201);
    const signing = {
      opId: randomUUID(),
      at: new Date(Date.now() - 120_000).toISOString(),
      signerName: "Robin Field",
      signature: TINY_PNG,
    };
    const early = await lee.agent.post(`/api/crew/jobs/${job.jobId}/sign-off`).send(signing);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Every stage must be done before the sign-off: stage 1, 2 is not");

    const synced = await lee.agent
      .post("/api/crew/sync")
      .send({ ops: [op("stage-done", job.jobId, { stage: 1 }), op("stage-done", job.jobId, { stage: 2 })] })
      .expect(200);
    expect(synced.body.results.map((r: { status: string }) => r.status)).toEqual(["applied", "applied"]);
    await pollUntilQueueDrained(ctx.database.db, { types: [IMAGE_DERIVATION_TASK] });

    const signed = await lee.agent.post(`/api/crew/jobs/${job.jobId}/sign-off`).send(signing).expect(201);
    expect(signed.body).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), pdfUrl: `/api/crew/jobs/${job.jobId}/sign-off.pdf` });
    const pdf = (await binary(lee.agent.get(signed.body.pdfUrl)).expect(200)).body as Buffer;
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(signed.body.sha256);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const words of ["Robin Field", "Stage 1: Excavation and footings", "Stage 2: Wall, drainage and backfill", job.reference, "QBCC"])
      expect(text).toContain(words);
    expect(text).not.toContain("$");

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "job.sign-off"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.after).toMatchObject({ sha256: signed.body.sha256, signerName: "Robin Field" });

    // the same op again answers the same sheet; another sign-off is refused; the sheet never changes
    expect((await lee.agent.post(`/api/crew/jobs/${job.jobId}/sign-off`).send(signing).expect(200)).body).toEqual(signed.body);
    const second = await lee.agent
      .post(`/api/crew/jobs/${job.jobId}/sign-off`)
      .send({ ...signing, opId: randomUUID(), signerName: "Someone Else" });
    expect(second.status).toBe(409);
    expect(
      createHash("sha256")
        .update((await binary(owner.get(signed.body.pdfUrl)).expect(200)).body as Buffer)
        .digest("hex"),
    ).toBe(signed.body.sha256);

    const mail = await sink.mailTo(job.email, `Your job ${job.reference} is signed off`);
    const attached = mail.mail.attachments.find((a) => a.contentType === "application/pdf")!;
    expect(createHash("sha256").update(attached.content).digest("hex")).toBe(signed.body.sha256);
    const jobPath = /\/job\/[\w-]{32}/.exec(mail.mail.text ?? "")![0];
    const page = (await request(ctx.app).get(jobPath).expect(200)).text;
    expect(page).toContain(`${jobPath}/sign-off.pdf`);
    expect(textOf(page)).toContain("Robin Field signed the finished job off");
    const fromPage = (await binary(request(ctx.app).get(`${jobPath}/sign-off.pdf`)).expect(200)).body as Buffer;
    expect(createHash("sha256").update(fromPage).digest("hex")).toBe(signed.body.sha256);

    const detail = (await owner.get(`/api/jobs/${job.jobId}`).expect(200)).body;
    expect(detail.signOff).toEqual({
      sha256: signed.body.sha256,
      pdfUrl: signed.body.pdfUrl,
      signerName: "Robin Field",
      at: signing.at,
      receivedAt: expect.any(String),
    });
  });
});

describe("what the office sees of a job's days on site", () => {
  it("shows each member's time, the checklist, materials, notes and photos with the phone's times, and a weekly CSV for payroll", async () => {
    const job = await jobBookedFor(ctx, owner, [lee.id, office.id], { service: "Timber Fencing" });
    await owner
      .put("/api/uncharged-reasons")
      .send({ reasons: [{ label: "Site induction" }] })
      .expect(200);
    const on = new Date("2026-11-23T21:30:00Z"); // Tuesday 24 Nov, 07:30 Brisbane
    const off = new Date("2026-11-24T05:45:00Z"); // 15:45 Brisbane
    const now = Date.now();
    const inWeek = (d: Date) => (now - d.getTime() < 14 * 86_400_000 ? d : new Date(now - 86_400_000));
    const ops = [
      op("clock-on", job.jobId, { stage: 1, members: [lee.id, office.id] }, inWeek(on)),
      op(
        "clock-off",
        job.jobId,
        { stage: 1, members: [office.id], unchargedReason: "site-induction" },
        inWeek(new Date(on.getTime() + 30 * 60_000)),
      ),
      op("clock-off", job.jobId, { stage: 1 }, inWeek(off)),
      op("material", job.jobId, { item: "Treated pine palings", quantity: 140, unit: "each" }, inWeek(off)),
      op("note", job.jobId, { stage: 1, text: "Neighbour asked for the old fence back" }, inWeek(off)),
    ];
    const res = await lee.agent.post("/api/crew/sync").send({ ops }).expect(200);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(["applied", "applied", "applied", "applied", "applied"]);
    const detail = (await office.agent.get(`/api/jobs/${job.jobId}`).expect(200)).body;
    expect(detail.timeEntries).toEqual([
      { userId: lee.id, name: "Lee", stage: 1, on: ops[0]!.at, off: ops[2]!.at, unchargedReason: null },
      { userId: office.id, name: "Dana", stage: 1, on: ops[0]!.at, off: ops[1]!.at, unchargedReason: "site-induction" },
    ]);
    expect(detail.materials).toEqual([{ item: "Treated pine palings", quantity: 140, unit: "each", at: ops[3]!.at, by: "Lee" }]);
    expect(detail.notes).toEqual([{ stage: 1, text: "Neighbour asked for the old fence back", at: ops[4]!.at, by: "Lee" }]);

    const onAt = new Date(ops[0]!.at);
    const monday = new Date(onAt.getTime() + 10 * 3600_000);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const week = monday.toISOString().slice(0, 10);
    expect((await lee.agent.get(`/api/time-entries.csv?week=${week}`)).status).toBe(403);
    expect((await owner.get("/api/time-entries.csv?week=2026-11-25")).status).toBe(400);
    const csv = (await office.agent.get(`/api/time-entries.csv?week=${week}`).expect(200)).text;
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Member,Job,Day,On,Off,Hours,Uncharged reason");
    const clock = (iso: string) => new Date(new Date(iso).getTime() + 10 * 3600_000).toISOString().slice(11, 16);
    const day = new Date(onAt.getTime() + 10 * 3600_000).toISOString().slice(0, 10);
    const hours = (a: string, b: string) => ((new Date(b).getTime() - new Date(a).getTime()) / 3_600_000).toFixed(2);
    expect(lines).toContain(
      `Dana,${job.reference},${day},${clock(ops[0]!.at)},${clock(ops[1]!.at)},${hours(ops[0]!.at, ops[1]!.at)},Site induction`,
    );
    expect(lines).toContain(`Lee,${job.reference},${day},${clock(ops[0]!.at)},${clock(ops[2]!.at)},${hours(ops[0]!.at, ops[2]!.at)},`);
  });
});
