import request from "supertest";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { beforeEach, describe, expect, it } from "vitest";
import { reviewAuditEntries, reviews } from "@shared/schema";
import type { ReviewHistoryEntryJson } from "@shared/reviews/review-types";
import { STAFF } from "../../test/staff";
import { type TestContext } from "../../test/test-app";

let ctx: TestContext, staff: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff } = app));
beforeEach(async () => {
  await ctx.database.db.delete(reviewAuditEntries);
  await ctx.database.db.delete(reviews);
});

let counter = 0;
async function submit(change: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const res = await request(ctx.app)
    .post("/api/reviews")
    .send({ name: `Reviewer ${counter}`, location: "Chermside", rating: 4, reviewText: `Good job number ${counter}.`, ...change });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

/** A review's moderation history as [action, from, to, reason or note] steps. */
async function historySteps(id: number, detail: "reason" | "note") {
  const history = (await staff.get(`/api/reviews/${id}/history`)).body as ReviewHistoryEntryJson[];
  return history.map((step) => [step.action, step.fromState, step.toState, step[detail]]);
}

const publicIds = async () => ((await request(ctx.app).get("/api/reviews")).body as { id: number }[]).map((r) => r.id);
const audit = async () => ctx.database.db.select().from(reviewAuditEntries);

/** The aggregate rating the home page's HTML carries (the server caches it; every change must clear it). */
async function aggregate() {
  const html = (await request(ctx.app).get("/")).text;
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const org = blocks.find((b) => b["@type"] === "Organization");
  return { rating: org.aggregateRating.ratingValue, count: org.aggregateRating.reviewCount, review: org.review };
}

const reject = (id: number, body: object) => staff.patch(`/api/reviews/${id}/reject`).send(body);
const unpublish = (id: number, body: object) => staff.patch(`/api/reviews/${id}/unpublish`).send(body);

describe("reject", () => {
  it("moves a pending review to rejected with its reason, records it, and it never shows in public", async () => {
    const id = await submit();
    const res = await reject(id, { reason: "spam", note: "Advertises a lawn service" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, isApproved: "rejected", moderationReason: "spam", moderationNote: "Advertises a lawn service" });
    expect(await publicIds()).toEqual([]);
    const all = (await staff.get("/api/reviews/all")).body;
    expect(all[0]).toMatchObject({ id, isApproved: "rejected", moderationReason: "spam", containsLinks: false, duplicateOfId: null });

    const history = await staff.get(`/api/reviews/${id}/history`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      {
        id: expect.any(Number),
        action: "reject",
        actor: STAFF.username,
        at: expect.any(String),
        fromState: "pending",
        toState: "rejected",
        reason: "spam",
        note: "Advertises a lawn service",
      },
    ]);
  });

  it.each([
    [{}, "reason", "Please choose a reason"],
    [{ reason: "low-rating" }, "reason", "Please choose a reason"],
    [{ reason: "other" }, "note", "Please describe the reason"],
    [{ reason: "other", note: "   " }, "note", "Please describe the reason"],
    [{ reason: "offensive", note: "x".repeat(1001) }, "note", "Note must be 1000 characters or fewer"],
  ])("answers 400 for %j and changes nothing", async (body, field, message) => {
    const id = await submit();
    const res = await reject(id, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    const all = (await staff.get("/api/reviews/all")).body;
    expect(all[0].isApproved).toBe("pending");
    expect(await audit()).toEqual([]);
  });

  it("accepts other with a note", async () => {
    const id = await submit();
    const res = await reject(id, { reason: "other", note: "Written by the reviewer's own tradesman" });
    expect(res.status).toBe(200);
    expect(res.body.moderationReason).toBe("other");
  });

  it("answers 409 for a review that is not pending, and records nothing", async () => {
    const id = await submit();
    await staff.patch(`/api/reviews/${id}/approve`);
    const res = await reject(id, { reason: "spam" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only a pending review can be rejected; this review is approved.");
    expect((await audit()).map((row) => row.action)).toEqual(["approve"]);
  });
});

describe("approve, unpublish and republish", () => {
  it("approve publishes and records; unpublish hides and lowers the aggregate; republish restores both", async () => {
    const five = await submit({ rating: 5 });
    const one = await submit({ rating: 1, reviewText: "Turned up late and left a mess." });
    expect((await staff.patch(`/api/reviews/${five}/approve`)).status).toBe(200);
    expect((await staff.patch(`/api/reviews/${one}/approve`)).status).toBe(200);
    expect((await publicIds()).sort()).toEqual([five, one].sort());
    expect(await aggregate()).toMatchObject({ rating: 3, count: 2 });

    const res = await unpublish(five, { reason: "personal-information", note: "Names the neighbour" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isApproved: "unpublished", moderationReason: "personal-information" });
    expect(await publicIds()).toEqual([one]);
    expect(await aggregate()).toMatchObject({ rating: 1, count: 1 });

    const back = await staff.patch(`/api/reviews/${five}/republish`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ isApproved: "approved", moderationReason: null, moderationNote: null });
    expect((await publicIds()).sort()).toEqual([five, one].sort());
    expect(await aggregate()).toMatchObject({ rating: 3, count: 2 });

    expect(await historySteps(five, "reason")).toEqual([
      ["approve", "pending", "approved", null],
      ["unpublish", "approved", "unpublished", "personal-information"],
      ["republish", "unpublished", "approved", null],
    ]);
  });

  it("unpublish needs a reason and an approved review; republish needs an unpublished one", async () => {
    const id = await submit();
    expect((await unpublish(id, { reason: "spam" })).status).toBe(409);
    expect((await staff.patch(`/api/reviews/${id}/republish`)).status).toBe(409);
    await staff.patch(`/api/reviews/${id}/approve`);
    const missing = await unpublish(id, { note: "no reason" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.reason).toBe("Please choose a reason");
    expect(await publicIds()).toEqual([id]);
  });

  it("approving a rejected review leaves it rejected (the specification's approve only moves pending reviews)", async () => {
    const id = await submit();
    await reject(id, { reason: "offensive" });
    const res = await staff.patch(`/api/reviews/${id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.isApproved).toBe("rejected");
    expect(await publicIds()).toEqual([]);
  });
});

describe("owner reply", () => {
  it("sets, edits and removes the reply; the public list carries it; every change is recorded", async () => {
    const id = await submit();
    await staff.patch(`/api/reviews/${id}/approve`);

    const set = await staff.put(`/api/reviews/${id}/reply`).send({ text: "  Thanks, Jo! Enjoy the new wall.  " });
    expect(set.status).toBe(200);
    expect(set.body.reply).toEqual({ text: "Thanks, Jo! Enjoy the new wall.", updatedAt: expect.any(String) });
    let listed = (await request(ctx.app).get("/api/reviews")).body;
    expect(listed[0].reply).toEqual({ text: "Thanks, Jo! Enjoy the new wall.", updatedAt: set.body.reply.updatedAt });
    expect(Object.keys(listed[0]).sort()).toEqual(
      ["createdAt", "id", "isApproved", "location", "name", "rating", "reply", "reviewText", "service", "verified"].sort(),
    );
    expect((await aggregate()).review[0].comment).toMatchObject({ "@type": "Comment", text: "Thanks, Jo! Enjoy the new wall." });

    expect((await staff.put(`/api/reviews/${id}/reply`).send({ text: "Thanks again." })).status).toBe(200);
    listed = (await request(ctx.app).get("/api/reviews")).body;
    expect(listed[0].reply.text).toBe("Thanks again.");

    const removed = await staff.delete(`/api/reviews/${id}/reply`);
    expect(removed.status).toBe(200);
    expect(removed.body.reply).toBeNull();
    listed = (await request(ctx.app).get("/api/reviews")).body;
    expect(listed[0].reply).toBeNull();
    expect((await aggregate()).review[0]).not.toHaveProperty("comment");

    expect(await historySteps(id, "note")).toEqual([
      ["approve", "pending", "approved", null],
      ["reply-set", "approved", "approved", "Thanks, Jo! Enjoy the new wall."],
      ["reply-edit", "approved", "approved", "Thanks again."],
      ["reply-delete", "approved", "approved", "Thanks again."],
    ]);
  });

  it("rejects an empty or over-long reply with 400 and stores nothing", async () => {
    const id = await submit();
    for (const [body, message] of [
      [{}, "Reply is required"],
      [{ text: "   " }, "Reply is required"],
      [{ text: "x".repeat(2001) }, "Reply must be 2000 characters or fewer"],
    ] as const) {
      const res = await staff.put(`/api/reviews/${id}/reply`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors.text).toBe(message);
    }
    expect(await audit()).toEqual([]);
  });

  it("keeps markup in a reply as plain text for the client to escape", async () => {
    const id = await submit();
    await staff.patch(`/api/reviews/${id}/approve`);
    const text = "<script>alert(1)</script> thanks";
    await staff.put(`/api/reviews/${id}/reply`).send({ text });
    expect((await request(ctx.app).get("/api/reviews")).body[0].reply.text).toBe(text);
    expect((await request(ctx.app).get("/")).text).not.toContain("<script>alert(1)");
  });
});

describe("flags on new reviews", () => {
  it("flags links and repeated text, and holds both as pending", async () => {
    const first = await submit({ reviewText: "Great  fence,\nvery tidy." });
    const linked = await submit({ reviewText: "Cheap walls at cheapwalls.com.au, call now" });
    const copy = await submit({ reviewText: "  great fence, very TIDY. " });
    const plain = await submit({ reviewText: "Node.js developers built us a wall, e.g. a good one." });
    const all = (await staff.get("/api/reviews/all")).body as {
      id: number;
      isApproved: string;
      containsLinks: boolean;
      duplicateOfId: number | null;
    }[];
    const byId = new Map(all.map((row) => [row.id, row]));
    expect(byId.get(first)).toMatchObject({ isApproved: "pending", containsLinks: false, duplicateOfId: null });
    expect(byId.get(linked)).toMatchObject({ isApproved: "pending", containsLinks: true, duplicateOfId: null });
    expect(byId.get(copy)).toMatchObject({ isApproved: "pending", containsLinks: false, duplicateOfId: first });
    expect(byId.get(plain)).toMatchObject({ containsLinks: false, duplicateOfId: null });
  });

  it("never tells the visitor about flags or other reviews", async () => {
    await submit({ reviewText: "Same words" });
    const res = await request(ctx.app)
      .post("/api/reviews")
      .send({ name: "Copy", location: "Logan", rating: 5, reviewText: "Same words see https://spam.example" });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty("containsLinks");
    expect(res.body).not.toHaveProperty("duplicateOfId");
  });
});

describe("access and unknown ids", () => {
  const writes = (id: number | string) => [
    () => request(ctx.app).patch(`/api/reviews/${id}/reject`).send({ reason: "spam" }),
    () => request(ctx.app).patch(`/api/reviews/${id}/unpublish`).send({ reason: "spam" }),
    () => request(ctx.app).patch(`/api/reviews/${id}/republish`),
    () => request(ctx.app).put(`/api/reviews/${id}/reply`).send({ text: "Thanks" }),
    () => request(ctx.app).delete(`/api/reviews/${id}/reply`),
    () => request(ctx.app).get(`/api/reviews/${id}/history`),
  ];

  it("answers 401 without a session and changes nothing", async () => {
    const id = await submit();
    for (const send of writes(id)) expect((await send()).status).toBe(401);
    expect(await audit()).toEqual([]);
  });

  it("answers 403 to a signed-in write from a foreign Origin", async () => {
    const id = await submit();
    const foreign = "https://evil.example";
    expect((await staff.patch(`/api/reviews/${id}/reject`).set("Origin", foreign).send({ reason: "spam" })).status).toBe(403);
    expect((await staff.patch(`/api/reviews/${id}/unpublish`).set("Origin", foreign).send({ reason: "spam" })).status).toBe(403);
    expect((await staff.patch(`/api/reviews/${id}/republish`).set("Origin", foreign)).status).toBe(403);
    expect((await staff.put(`/api/reviews/${id}/reply`).set("Origin", foreign).send({ text: "Hi" })).status).toBe(403);
    expect((await staff.delete(`/api/reviews/${id}/reply`).set("Origin", foreign)).status).toBe(403);
    expect(await audit()).toEqual([]);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = 999_999;
    expect((await reject(unknown, { reason: "spam" })).status).toBe(404);
    expect((await unpublish(unknown, { reason: "spam" })).status).toBe(404);
    expect((await staff.patch(`/api/reviews/${unknown}/republish`)).status).toBe(404);
    expect((await staff.put(`/api/reviews/${unknown}/reply`).send({ text: "Hi" })).status).toBe(404);
    expect((await staff.delete(`/api/reviews/${unknown}/reply`)).status).toBe(404);
    expect((await staff.get(`/api/reviews/${unknown}/history`)).status).toBe(404);
    const bad = await staff.patch("/api/reviews/abc/reject").send({ reason: "spam" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid review id");
  });
});
