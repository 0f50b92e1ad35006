import { count, eq, sql } from "drizzle-orm";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { editableDetails, defaultBusinessProfile } from "@shared/business-profile";
import { auditLog } from "@shared/schema";
import type { AuditAction } from "@shared/audit/audit-actions";
import { phonePhotoWithGps } from "../../infra/images/test-images";
import { adEnquiryBody } from "../../test/lead-bodies";
import { STAFF } from "../../test/staff";
import { type TestContext } from "../../test/test-app";
import { sendQuoteRequest } from "../../test/leads";

let ctx: TestContext, owner: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff: owner } = app));

const rowsOf = (action: AuditAction) => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const total = async () => (await ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n;

/** Runs a write and answers the audit rows it added, which must all be of `action`. */
async function auditOf(action: AuditAction, write: () => Promise<unknown>) {
  const before = await total();
  const seen = new Set((await rowsOf(action)).map((row) => row.id));
  await write();
  const added = (await rowsOf(action)).filter((row) => !seen.has(row.id));
  expect(await total(), `${action}: rows of other actions were added`).toBe(before + added.length);
  return added;
}

describe("the audit log", () => {
  it("has one row, with who, before and after, for each staff write on leads", async () => {
    const lead = await sendQuoteRequest(ctx, { name: "Audit Lead" }).expect(201);
    const [row] = (await owner.get("/api/contact")).body.filter((l: { reference: string }) => l.reference === lead.body.reference) as {
      id: number;
    }[];
    const id = row!.id;

    const [status] = await auditOf("lead.update", () => owner.patch(`/api/contact/${id}`).send({ status: "contacted" }).expect(200));
    expect(status).toMatchObject({
      actorName: STAFF.username,
      targetType: "lead",
      targetId: String(id),
      before: { status: "new" },
      after: { status: "contacted" },
    });
    expect(status!.summary).toContain(lead.body.reference);
    expect(await auditOf("lead.update", () => owner.patch(`/api/contact/${id}`).send({ status: "contacted" }).expect(200))).toEqual([]);

    const [note] = await auditOf("lead.note", () =>
      owner.post(`/api/contact/${id}/notes`).send({ body: "Called, left a message" }).expect(201),
    );
    expect(note!.after).toEqual({ noteId: expect.any(Number), characters: "Called, left a message".length });
    expect(JSON.stringify(note)).not.toContain("left a message");

    const [exported] = await auditOf("lead.export", () => owner.get("/api/contact/export.csv?q=Citizen").expect(200));
    expect(exported).toMatchObject({ actorName: STAFF.username, summary: expect.stringMatching(/^Exported \d+ quote requests as CSV$/) });
    expect(exported!.after).toMatchObject({ searched: true });
    expect(JSON.stringify(exported)).not.toContain("Citizen");

    const spam = await request(ctx.app)
      .post("/api/ga-enquiry")
      .send(adEnquiryBody({ name: "Spammy Audit", website: "http://bot.example" }))
      .expect(201);
    const [ad] = (await owner.get("/api/ga-leads?spam=true")).body.filter(
      (l: { reference: string }) => l.reference === spam.body.reference,
    ) as { id: number }[];
    const [notSpam] = await auditOf("lead.not-spam", () => owner.patch(`/api/ga-leads/${ad!.id}/not-spam`).expect(200));
    expect([notSpam!.before, notSpam!.after]).toEqual([{ isSpam: true }, { isSpam: false }]);

    const [deleted] = await auditOf("lead.delete", () => owner.delete(`/api/contact/${id}`).expect(204));
    expect(deleted!.before).toEqual({ reference: lead.body.reference });
  });

  it("has one row for each review moderation and reply", async () => {
    const review = await request(ctx.app)
      .post("/api/reviews")
      .send({ name: "Audit Reviewer", location: "Wynnum", rating: 5, reviewText: "A tidy wall, built on time." })
      .expect(201);
    const id = review.body.id as number;
    const [approved] = await auditOf("review.moderate", () => owner.patch(`/api/reviews/${id}/approve`).expect(200));
    expect([approved!.before, approved!.after]).toEqual([{ status: "pending" }, { status: "approved" }]);
    const [reply] = await auditOf("review.reply", () => owner.put(`/api/reviews/${id}/reply`).send({ text: "Thank you!" }).expect(200));
    expect([reply!.before, reply!.after]).toEqual([{ reply: null }, { reply: "Thank you!" }]);
    await auditOf("review.reply-delete", () => owner.delete(`/api/reviews/${id}/reply`).expect(200));
  });

  it("has one row for each project, photo and site photo change", async () => {
    const [created] = await auditOf("project.create", () =>
      owner
        .post("/api/projects")
        .send({
          title: "Audit wall",
          suburb: "Wynnum",
          service: "Timber Fencing",
          description: "A fence for the audit log.",
          completedOn: "2026-11-01",
        })
        .expect(201),
    );
    const projectId = Number(created!.targetId);
    const [updated] = await auditOf("project.update", () =>
      owner.patch(`/api/projects/${projectId}`).send({ title: "Audit wall, renamed" }).expect(200),
    );
    expect([updated!.before, updated!.after]).toEqual([{ title: "Audit wall" }, { title: "Audit wall, renamed" }]);
    const [added] = await auditOf("project.photo-add", async () =>
      owner
        .post(`/api/projects/${projectId}/photos`)
        .field("alt", "A timber fence along a boundary")
        .attach("photo", await phonePhotoWithGps(400, 300), "fence.jpg")
        .expect(201),
    );
    const photoId = ((await owner.get("/api/projects?all=1")).body as { id: number; photos: { id: number }[] }[]).find(
      (p) => p.id === projectId,
    )!.photos[0]!.id;
    expect(added!.after).toMatchObject({ alt: "A timber fence along a boundary" });
    await auditOf("project.photo-delete", () => owner.delete(`/api/projects/${projectId}/photos/${photoId}`).expect(204));
    await auditOf("project.delete", () => owner.delete(`/api/projects/${projectId}`).expect(204));

    await auditOf("site-photo.replace", async () =>
      owner
        .put("/api/site-photos/home/hero-retaining-wall")
        .field("alt", "Our newest wall")
        .attach("photo", await phonePhotoWithGps(400, 300), "hero.jpg")
        .expect(200),
    );
    await auditOf("site-photo.reset", () => owner.delete("/api/site-photos/home/hero-retaining-wall").expect(200));
  });

  it("has one row for each golf edit, delete, import and settings change", async () => {
    const supplier = (
      await request(ctx.app)
        .post("/api/golf/suppliers")
        .send({ companyName: "Audit Supplier", country: "USA", minimumOrder: 10, rating: 4 })
        .expect(201)
    ).body as { id: number; companyName: string };
    const [edit] = await auditOf("golf.update", () =>
      owner.patch(`/api/golf/suppliers/${supplier!.id}`).send({ companyName: "Renamed Supplier" }).expect(200),
    );
    expect([edit!.before, edit!.after]).toEqual([{ companyName: supplier!.companyName }, { companyName: "Renamed Supplier" }]);
    const [removed] = await auditOf("golf.delete", () => owner.delete(`/api/golf/suppliers/${supplier!.id}`).expect(204));
    expect(removed!.before).toMatchObject({ companyName: "Renamed Supplier" });
    await auditOf("golf.import", () =>
      owner
        .post("/api/golf/import/suppliers")
        .set("Content-Type", "text/csv")
        .send("companyName,country,minimumOrder,rating\nAudit Golf,Australia,10,4\n")
        .expect(200),
    );
    const settings = (await request(ctx.app).get("/api/golf/settings")).body;
    const [changed] = await auditOf("golf.settings", () =>
      owner
        .put("/api/golf/settings")
        .send({ ...settings, exchangeRate: { value: 0.66, source: "Bank rate", takenOn: "2026-11-20" } })
        .expect(200),
    );
    expect((changed!.after as { exchangeRate: { value: number } }).exchangeRate.value).toBe(0.66);
  });

  it("has one row for settings, accounts, sign-ins and failed sign-ins", async () => {
    const saved = (await owner.get("/api/business-profile")).body.details;
    const [business] = await auditOf("settings.business", () =>
      owner
        .put("/api/business-profile")
        .send({ ...saved, hours: "Mon-Sat 7AM-5PM" })
        .expect(200),
    );
    expect([business!.before, business!.after]).toEqual([{ hours: "Mon-Fri 9AM-5PM" }, { hours: "Mon-Sat 7AM-5PM" }]);
    await auditOf("account.invite", () =>
      owner.post("/api/accounts/invite").send({ email: "audit-invite@example.com", role: "staff" }).expect(201),
    );
    const [signIn] = await auditOf("auth.sign-in", () => request(ctx.app).post("/api/login").send(STAFF).expect(200));
    expect(signIn!.actorName).toBe(STAFF.username);
    const [failed] = await auditOf("auth.sign-in-failed", () =>
      request(ctx.app).post("/api/login").send({ username: STAFF.username, password: "not the password" }).expect(401),
    );
    expect(failed).toMatchObject({ actorId: null, actorName: STAFF.username });
    expect(JSON.stringify(failed)).not.toContain("not the password");
  });

  it("gets no row from a write that failed", async () => {
    const before = await total();
    await owner.patch("/api/contact/999999").send({ status: "contacted" }).expect(404);
    await owner.patch("/api/contact/1").send({ status: "not-a-status" }).expect(400);
    const project = await owner.post("/api/projects").send({
      title: "No photo yet",
      suburb: "Wynnum",
      service: "Timber Fencing",
      description: "Cannot be published yet.",
      completedOn: "2026-11-01",
    });
    const afterCreate = await total();
    await owner.patch(`/api/projects/${project.body.id}`).send({ published: true }).expect(409);
    await owner
      .post(`/api/projects/${project.body.id}/photos`)
      .field("alt", "Not a photo at all")
      .attach("photo", Buffer.from("%PDF-1.4"), "plan.jpg")
      .expect(415);
    await owner
      .put("/api/business-profile")
      .send({ ...editableDetails(defaultBusinessProfile), phone: "nope" })
      .expect(400);
    const ownId = (await owner.get("/api/auth/status")).body.user.id as number;
    await owner.patch(`/api/accounts/${ownId}`).send({ role: "staff" }).expect(409);
    expect(afterCreate).toBe(before + 1);
    expect(await total()).toBe(afterCreate);
  });

  it("is read and exported by an Owner with filters, and never changed or deleted, not even by a query", async () => {
    const page = await owner.get("/api/audit").query({ action: "lead.update", actor: STAFF.username });
    expect(page.status).toBe(200);
    expect(page.body.rows.length).toBeGreaterThan(0);
    expect(
      page.body.rows.every(
        (row: { action: string; actorName: string }) => row.action === "lead.update" && row.actorName === STAFF.username,
      ),
    ).toBe(true);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Brisbane" });
    expect((await owner.get("/api/audit").query({ from: today, to: today })).body.total).toBe(await total());
    expect((await owner.get("/api/audit").query({ to: "2020-01-01" })).body.total).toBe(0);
    expect((await owner.get("/api/audit").query({ action: "drop table" })).status).toBe(400);

    const csv = await owner.get("/api/audit.csv").query({ action: "auth.sign-in-failed" });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.text.split("\r\n")[0]).toContain("When (UTC),Who,Address,Action,What,Target,Before,After");
    expect(csv.text).toContain("Failed sign-in");

    for (const method of ["patch", "put", "delete"] as const) expect((await owner[method]("/api/audit/1").send({})).status).toBe(404);
    // the database's own refusal (migration 0010's trigger), whatever the code does
    const refusal = (query: ReturnType<typeof sql>) =>
      ctx.database.db.execute(query).then(
        () => "allowed",
        (err: { cause?: { message?: string }; message: string }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/never changed or deleted/);
    expect(await refusal(sql`update audit_log set summary = 'forged'`)).toMatch(/never changed or deleted/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/never changed or deleted/);
  });
});
