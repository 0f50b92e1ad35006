import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invoicingOf } from "@shared/invoicing-details";
import { CLOCK_AHEAD_MESSAGE, TOO_OLD_MESSAGE } from "@shared/crew/crew-words";
import { businessDetails, crewOps, jobChecklistItems, jobMaterials, jobNotes, jobStages, timeEntries } from "@shared/schema";
import { appWithStaffForFile, type StaffAgent } from "../../../test/app-with-staff";
import { accountAgent, jobBookedFor, op, uploadCrewPhoto } from "../../../test/crew";
import { phonePhotoWithGps } from "../../../infra/images/test-images";
import type { TestContext } from "../../../test/test-app";
import { syncOps } from "./crew-sync";

let ctx: TestContext, owner: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff: owner } = app));

let sam: Awaited<ReturnType<typeof accountAgent>>, mia: Awaited<ReturnType<typeof accountAgent>>;
beforeAll(async () => {
  sam = await accountAgent(ctx, "sam.crew", "crew", "Sam");
  mia = await accountAgent(ctx, "mia.crew", "crew", "Mia");
  await owner
    .put("/api/checklists/retaining-wall")
    .send({
      items: [
        { text: "Before You Dig plans on site", photoRequired: false },
        { text: "Footings inspected", photoRequired: true },
      ],
    })
    .expect(200);
});

const sync = (agent: StaffAgent, ops: unknown[]) => agent.post("/api/crew/sync").send({ ops });
const countOf = async (table: typeof timeEntries | typeof jobMaterials | typeof jobNotes, jobId: number) =>
  (await ctx.database.db.select({ n: count() }).from(table).where(eq(table.jobId, jobId)))[0]!.n;

describe("POST /api/crew/sync", () => {
  it("applies each op once when the same batch is sent three times (answers lost on the way)", async () => {
    const job = await jobBookedFor(ctx, owner, [sam.id, mia.id]);
    const on = new Date(Date.now() - 3 * 3600_000);
    const batch = [
      op("clock-on", job.jobId, { stage: 1, members: [sam.id, mia.id] }, on),
      op("material", job.jobId, { item: "200 x 75 concrete sleeper", quantity: 24, unit: "each" }),
      op("note", job.jobId, { stage: 1, text: "Clay at 400 mm: extra gravel behind the wall" }),
      op("clock-off", job.jobId, { stage: 1, members: [sam.id] }),
    ];
    const first = await sync(sam.agent, batch).expect(200);
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual(["applied", "applied", "applied", "applied"]);
    expect(first.body.results.map((r: { opId: string }) => r.opId)).toEqual(batch.map((o) => o.opId));
    for (let again = 0; again < 2; again += 1) {
      const replay = await sync(sam.agent, batch).expect(200);
      expect(replay.body.results.map((r: { status: string }) => r.status)).toEqual(["duplicate", "duplicate", "duplicate", "duplicate"]);
    }
    expect(await countOf(timeEntries, job.jobId)).toBe(2);
    expect(await countOf(jobMaterials, job.jobId)).toBe(1);
    expect(await countOf(jobNotes, job.jobId)).toBe(1);
    const entries = await ctx.database.db.select().from(timeEntries).where(eq(timeEntries.jobId, job.jobId));
    // the phone's time, not the time it arrived
    expect(entries.map((e) => e.onAt.toISOString())).toEqual([on.toISOString(), on.toISOString()]);
    expect(entries.filter((e) => e.offAt !== null)).toHaveLength(1);
  });

  it("answers exactly one applied and one duplicate per op when the same batch arrives twice at once", async () => {
    const job = await jobBookedFor(ctx, owner, [sam.id]);
    const batch = [
      op("material", job.jobId, { item: "Ag pipe", quantity: 13, unit: "m" }),
      op("note", job.jobId, { stage: 1, text: "Gate left shut" }),
    ];
    const [a, b] = await Promise.all([sync(sam.agent, batch), sync(sam.agent, batch)]);
    for (let i = 0; i < batch.length; i += 1) {
      expect([a.body.results[i].status, b.body.results[i].status].sort()).toEqual(["applied", "duplicate"]);
    }
    expect(await countOf(jobMaterials, job.jobId)).toBe(1);
    expect(await countOf(jobNotes, job.jobId)).toBe(1);
  });

  it("refuses a phone clock 11 minutes ahead, and work older than 14 days, with their messages, and keeps nothing", async () => {
    const job = await jobBookedFor(ctx, owner, [sam.id]);
    const ahead = op("material", job.jobId, { item: "Gravel", quantity: 2, unit: "t" }, new Date(Date.now() + 11 * 60_000));
    const old = op("material", job.jobId, { item: "Gravel", quantity: 2, unit: "t" }, new Date(Date.now() - 15 * 86_400_000));
    const fine = op("material", job.jobId, { item: "Gravel", quantity: 2, unit: "t" }, new Date(Date.now() + 9 * 60_000));
    const res = await sync(sam.agent, [ahead, old, fine]).expect(200);
    expect(res.body.results).toEqual([
      { opId: ahead.opId, status: "refused", message: CLOCK_AHEAD_MESSAGE },
      { opId: old.opId, status: "refused", message: TOO_OLD_MESSAGE },
      { opId: fine.opId, status: "applied", message: "" },
    ]);
    expect(CLOCK_AHEAD_MESSAGE).toMatch(/your phone's clock is ahead/i);
    expect(await countOf(jobMaterials, job.jobId)).toBe(1);
    expect(await ctx.database.db.select().from(crewOps).where(eq(crewOps.opId, ahead.opId))).toHaveLength(0);
  });

  it("refuses an op on a job no crew of the member is booked on, and one it cannot read", async () => {
    const theirs = await jobBookedFor(ctx, owner, [mia.id]);
    const res = await sync(sam.agent, [op("note", theirs.jobId, { stage: 1, text: "Not mine" }), { opId: "x", type: "dance" }]).expect(200);
    expect(res.body.results[0]).toMatchObject({ status: "refused", message: "This job is not one your crew is booked on" });
    expect(res.body.results[1]).toMatchObject({ opId: "x", status: "refused" });
    expect(await countOf(jobNotes, theirs.jobId)).toBe(0);
  });
});

describe("the conflict rule (docs/decisions/crew-sync.md)", () => {
  it("keeps the earliest tick of an item two members ticked, whichever arrived first", async () => {
    const job = await jobBookedFor(ctx, owner, [sam.id, mia.id]);
    const [item] = await ctx.database.db
      .select()
      .from(jobChecklistItems)
      .where(and(eq(jobChecklistItems.jobId, job.jobId), eq(jobChecklistItems.photoRequired, false)));
    const miaEarlier = op("check", job.jobId, { itemId: item!.id }, new Date(Date.now() - 30 * 60_000));
    const samLater = op("check", job.jobId, { itemId: item!.id }, new Date(Date.now() - 5 * 60_000));
    expect((await sync(sam.agent, [samLater]).expect(200)).body.results[0].status).toBe("applied");
    expect((await sync(mia.agent, [miaEarlier]).expect(200)).body.results[0].status).toBe("applied");
    const [after] = await ctx.database.db.select().from(jobChecklistItems).where(eq(jobChecklistItems.id, item!.id));
    expect(after).toMatchObject({ checkedBy: "Mia", checkedAt: new Date(miaEarlier.at) });
    const late = await sync(sam.agent, [op("check", job.jobId, { itemId: item!.id })]).expect(200);
    expect(late.body.results[0]).toMatchObject({
      status: "applied",
      message: expect.stringMatching(/^Already ticked by Mia at \d\d:\d\d$/),
    });
  });

  it("refuses the tick of a photo-required item until its photo exists", async () => {
    const job = await jobBookedFor(ctx, owner, [sam.id]);
    const [item] = await ctx.database.db
      .select()
      .from(jobChecklistItems)
      .where(and(eq(jobChecklistItems.jobId, job.jobId), eq(jobChecklistItems.photoRequired, true)));
    const tick = op("check", job.jobId, { itemId: item!.id });
    const refused = await sync(sam.agent, [tick]).expect(200);
    expect(refused.body.results[0]).toEqual({
      opId: tick.opId,
      status: "refused",
      message: '"Footings inspected" needs its photo before it is ticked',
    });
    // refused ops keep nothing: the same op goes through once the photo has arrived
    await uploadCrewPhoto(sam.agent, { jobId: job.jobId, itemId: item!.id, photo: await phonePhotoWithGps(640, 480) }).expect(201);
    expect((await sync(sam.agent, [tick]).expect(200)).body.results[0].status).toBe("applied");
  });

  it("never merges clock entries: a second clock-on while on is refused, a new one after clock-off is its own entry", async () => {
    const job = await jobBookedFor(ctx, owner, [sam.id]);
    const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const res = await sync(sam.agent, [
      op("clock-on", job.jobId, { stage: 1 }, t(300)),
      op("clock-on", job.jobId, { stage: 1 }, t(290)),
      op("clock-off", job.jobId, { stage: 1, unchargedReason: "travel" }, t(240)),
      op("clock-on", job.jobId, { stage: 1 }, t(230)),
      op("clock-off", job.jobId, { stage: 1, unchargedReason: "no-such-reason" }, t(100)),
      op("clock-off", job.jobId, { stage: 1 }, t(60)),
    ]).expect(200);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      "applied",
      "refused",
      "applied",
      "applied",
      "refused",
      "applied",
    ]);
    expect(res.body.results[1].message).toMatch(/^Sam was already on since \d\d:\d\d$/);
    const entries = await ctx.database.db.select().from(timeEntries).where(eq(timeEntries.jobId, job.jobId)).orderBy(timeEntries.onAt);
    expect(entries.map((e) => [e.onAt.toISOString(), e.offAt?.toISOString(), e.unchargedReason])).toEqual([
      [t(300).toISOString().slice(0, 16), t(240).toISOString().slice(0, 16), "travel"].map((v, i) =>
        i < 2 ? expect.stringContaining(v as string) : v,
      ),
      [t(230).toISOString().slice(0, 16), t(60).toISOString().slice(0, 16), null].map((v, i) =>
        i < 2 ? expect.stringContaining(v as string) : v,
      ),
    ]);
  });

  it("answers a second stage-done of the same stage as a duplicate, and marks the stage done at the phone's time", async () => {
    const job = await jobBookedFor(ctx, owner, [sam.id, mia.id]);
    const samDone = op("stage-done", job.jobId, { stage: 1 }, new Date(Date.now() - 20 * 60_000));
    const miaDone = op("stage-done", job.jobId, { stage: 1 });
    expect((await sync(sam.agent, [samDone]).expect(200)).body.results[0].status).toBe("applied");
    expect((await sync(mia.agent, [miaDone]).expect(200)).body.results[0]).toEqual({
      opId: miaDone.opId,
      status: "duplicate",
      message: "Stage 1 was already marked done",
    });
    const [stage] = await ctx.database.db
      .select()
      .from(jobStages)
      .where(and(eq(jobStages.jobId, job.jobId), eq(jobStages.stage, 1)));
    expect(stage!.doneAt!.toISOString()).toBe(samDone.at);
    expect(stage!.doneBy).toBe("Sam");
  });

  it("reads the business for the stage's claim before the op's transaction, so a cold cache's read cannot wait on it", async () => {
    const job = await jobBookedFor(ctx, owner, [sam.id]);
    const db = ctx.database.db;
    // a cold business cache reads the database; on the embedded database a read inside the transaction would never end
    const coldInvoicing = async () => {
      await db.select().from(businessDetails).limit(1);
      return { business: ctx.config.business, invoicing: invoicingOf(undefined, ctx.config.invoicingDefaults) };
    };
    const done = op("stage-done", job.jobId, { stage: 1 });
    const answer = await syncOps(db, { id: sam.id, role: "crew", name: "Sam" }, [done], coldInvoicing);
    expect(answer.results).toEqual([{ opId: done.opId, status: "applied", message: "" }]);
  });
});
