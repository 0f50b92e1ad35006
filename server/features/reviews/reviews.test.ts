import { count } from "drizzle-orm";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { reviews } from "@shared/schema";
import { signedInAgent } from "../../test/staff";
import { testContextForFile } from "../../test/test-app";

const valid = {
  name: "Priya S.",
  location: "Caloundra",
  rating: 5,
  reviewText: "Excellent job on our sleeper wall.",
  service: "Timber Sleeper Retaining Wall",
};

const ctx = testContextForFile();
const stored = async () => (await ctx.database.db.select({ n: count() }).from(reviews))[0]!.n;

beforeEach(async () => {
  await ctx.database.db.delete(reviews);
});

describe("POST /api/reviews", () => {
  it("stores a new review as pending, absent from the public list", async () => {
    const res = await request(ctx.app).post("/api/reviews").send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, isApproved: "pending" });
    const list = await request(ctx.app).get("/api/reviews");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it("never lets a visitor set the approval status or id", async () => {
    const res = await request(ctx.app)
      .post("/api/reviews")
      .send({ ...valid, isApproved: "approved", id: 7 });
    expect(res.status).toBe(201);
    expect(res.body.isApproved).toBe("pending");
    expect(res.body.id).not.toBe(7);
    expect((await request(ctx.app).get("/api/reviews")).body).toEqual([]);
  });

  it("accepts a review without a service and stores it as empty", async () => {
    const { service: _omit, ...withoutService } = valid;
    const res = await request(ctx.app).post("/api/reviews").send(withoutService);
    expect(res.status).toBe(201);
    expect(res.body.service).toBeNull();
  });

  it.each([
    [{ rating: 0 }, "rating", "Please select a rating"],
    [{ rating: 6 }, "rating", "Rating must be between 1 and 5"],
    [{ rating: 4.5 }, "rating", "Please select a rating"],
    [{ rating: "5" }, "rating", "Please select a rating"],
    [{ name: "" }, "name", "Name is required"],
    [{ location: "   " }, "location", "Location is required"],
    [{ reviewText: "" }, "reviewText", "Review is required"],
    [{ service: "Timber Fencing, Colorbond Fencing, Aluminium Fencing" }, "service", "Please select at most 2 services"],
  ])("rejects %j with its message and stores nothing", async (change, field, message) => {
    const res = await request(ctx.app)
      .post("/api/reviews")
      .send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await stored()).toBe(0);
  });

  it("stores markup as plain text, unchanged, for the client to escape", async () => {
    const text = '<img src=x onerror="alert(1)"> great work';
    const res = await request(ctx.app)
      .post("/api/reviews")
      .send({ ...valid, reviewText: text });
    expect(res.status).toBe(201);
    expect(res.body.reviewText).toBe(text);
  });
});

describe("review moderation", () => {
  it("GET /api/reviews/all and PATCH approve answer 401 without a session", async () => {
    const created = await request(ctx.app).post("/api/reviews").send(valid);
    expect((await request(ctx.app).get("/api/reviews/all")).status).toBe(401);
    const patch = await request(ctx.app).patch(`/api/reviews/${created.body.id}/approve`);
    expect(patch.status).toBe(401);
    const all = await ctx.database.db.select().from(reviews);
    expect(all[0]!.isApproved).toBe("pending");
  });

  it("staff see all reviews; approval makes a review public, newest first", async () => {
    const first = await request(ctx.app)
      .post("/api/reviews")
      .send({ ...valid, name: "First" });
    const second = await request(ctx.app)
      .post("/api/reviews")
      .send({ ...valid, name: "Second" });
    await request(ctx.app)
      .post("/api/reviews")
      .send({ ...valid, name: "Still pending" });
    const staff = await signedInAgent(ctx);

    const all = await staff.get("/api/reviews/all");
    expect(all.body.map((r: { name: string }) => r.name)).toEqual(["Still pending", "Second", "First"]);

    for (const id of [first.body.id, second.body.id]) {
      const res = await staff.patch(`/api/reviews/${id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, isApproved: "approved" });
    }
    const publicList = await request(ctx.app).get("/api/reviews");
    expect(publicList.body.map((r: { name: string }) => r.name)).toEqual(["Second", "First"]);
    expect(publicList.body[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: "Second",
        location: valid.location,
        rating: 5,
        reviewText: valid.reviewText,
        service: valid.service,
        isApproved: "approved",
        createdAt: expect.any(String),
      }),
    );
  });

  it("approving twice is harmless and keeps the review approved", async () => {
    const created = await request(ctx.app).post("/api/reviews").send(valid);
    const staff = await signedInAgent(ctx);
    await staff.patch(`/api/reviews/${created.body.id}/approve`);
    const again = await staff.patch(`/api/reviews/${created.body.id}/approve`);
    expect(again.status).toBe(200);
    expect(again.body.isApproved).toBe("approved");
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    const staff = await signedInAgent(ctx);
    expect((await staff.patch("/api/reviews/999999/approve")).status).toBe(404);
    const bad = await staff.patch("/api/reviews/abc/approve");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid review id");
    expect((await staff.patch("/api/reviews/1e3/approve")).status).toBe(400);
    expect((await staff.patch("/api/reviews/-1/approve")).status).toBe(400);
  });
});
