import { count, eq, inArray, sql } from "drizzle-orm";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import sharp from "sharp";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { blobs, images, tasks, leadEvents, leadPhotos, leads } from "@shared/schema";
import { pgFileStore } from "../../infra/files/pg-file-store";
import { configureDecoding, DEFAULT_DECODE_SETTINGS } from "../../infra/images/decode-gate";
import { decompressionBomb, phonePhotoWithGps, renamedPdf } from "../../infra/images/test-images";
import { adEnquiryBody } from "../../test/lead-bodies";
import { type SmtpSink } from "../../test/smtp-sink";
import { createTestContext, type TestContext } from "../../test/test-app";
import { deleteExpiredLeadPhotos } from "./lead-photos";
import { deleteLead } from "./lead-desk.queries";
import type { LeadParts } from "./lead-parts";
import { inTransaction } from "../../db/transaction";
import { FILE_DELETION_TASK, fileDeletionTaskHandlers } from "../../infra/files/file-deletions";
import { imageFileKeys } from "../../infra/images/image-store";
import { binary } from "../../test/binary";
import { sendQuoteRequest } from "../../test/leads";

/** The lead of these tests has photos and nothing else a feature keeps: no visit, quote or job to remove with it. */
const NOTHING_ELSE: LeadParts["removeWithLead"] = [];

let ctx: TestContext, sink: SmtpSink, staff: StaffAgent;
appWithStaffForFile({ mail: true }, (app) => ({ ctx, staff, sink } = app));

/** Sends photos as the quote forms do (each on its own), answering their tokens. */
async function uploadPhotos(...files: [Buffer, string][]): Promise<string[]> {
  const tokens: string[] = [];
  for (const [data, name] of files) {
    const res = await request(ctx.app).post("/api/lead-photos").attach("photo", data, name);
    expect(res.status).toBe(201);
    tokens.push(...(res.body.photos as { token: string }[]).map((photo) => photo.token));
  }
  return tokens;
}

async function leadByReference(path: "/api/contact" | "/api/ga-leads", reference: string) {
  const leads = (await staff.get(path)).body as {
    id: number;
    reference: string;
    photos: { id: number; fileName: string; width: number; height: number }[];
  }[];
  return leads.find((lead) => lead.reference === reference)!;
}

describe("a homeowner's photos of the site", () => {
  it("come with a quote request, show on the lead for staff only, upright and without their GPS", async () => {
    const tokens = await uploadPhotos(
      [await phonePhotoWithGps(1200, 600), "IMG_1001.jpg"],
      [await phonePhotoWithGps(800, 400), "slope.jpg"],
    );
    const posted = await sendQuoteRequest(ctx, { name: "Photo Sender", photos: tokens }).expect(201);
    expect(Object.keys(posted.body)).toEqual(["reference", "bookingUrl"]);

    const lead = await leadByReference("/api/contact", posted.body.reference);
    expect(lead.photos.map((photo) => [photo.fileName, photo.width, photo.height])).toEqual([
      ["IMG_1001.jpg", 600, 1200],
      ["slope.jpg", 400, 800],
    ]);
    const url = `/api/contact/${lead.id}/photos/${lead.photos[0]!.id}`;
    expect((await request(ctx.app).get(url)).status).toBe(401);
    const full = await binary(staff.get(url));
    expect(full.status).toBe(200);
    expect(full.headers["cache-control"]).toBe("private, no-store");
    const meta = await sharp(full.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 600, 1200, undefined]);
    expect((full.body as Buffer).includes(Buffer.from("TestPhone"))).toBe(false);
    const thumbnail = await binary(staff.get(`${url}?size=thumbnail`));
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    expect((await sharp(thumbnail.body as Buffer).metadata()).width).toBe(480);

    // another lead's id with this photo's id finds nothing
    expect((await staff.get(`/api/contact/${lead.id + 1000}/photos/${lead.photos[0]!.id}`)).status).toBe(404);
    expect((await staff.get(`/api/ga-leads/${lead.id}/photos/${lead.photos[0]!.id}`)).status).toBe(404);
  });

  it("are never at a public address: a private photo's files are not under /media", async () => {
    const [token = ""] = await uploadPhotos([await phonePhotoWithGps(), "private.jpg"]);
    await request(ctx.app)
      .post("/api/ga-enquiry")
      .send(adEnquiryBody({ photos: [token] }))
      .expect(201);
    const keys = (await ctx.database.db.select({ key: blobs.key }).from(blobs))
      .map((row) => row.key)
      .filter((key) => key.startsWith("private/"));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const name = key.replace("private/", "");
      expect((await request(ctx.app).get(`/media/${name}`)).status).toBe(404);
    }
  });

  it("are counted in the staff alert, which links to the lead and attaches nothing", async () => {
    sink.received.length = 0;
    const tokens = await uploadPhotos([await phonePhotoWithGps(), "a.jpg"], [await phonePhotoWithGps(), "b.jpg"]);
    const posted = await sendQuoteRequest(ctx, { name: "Alert Photos", email: "alert-photos@example.com", photos: tokens }).expect(201);
    await expect
      .poll(
        () =>
          sink.received.filter((m) => m.envelopeTo.includes("office@ridgeline.example") && m.mail.text?.includes(posted.body.reference))
            .length,
        { timeout: 10_000 },
      )
      .toBe(1);
    const alert = sink.received.find(
      (m) => m.envelopeTo.includes("office@ridgeline.example") && m.mail.text?.includes(posted.body.reference),
    )!;
    expect(alert.mail.attachments).toEqual([]);
    expect(alert.mail.text).toContain("2 photos of the site, on the lead in the staff area");
    expect(alert.mail.text).toMatch(/\/admin\?tab=inquiries&lead=\d+/);
  });

  it("do not stop the lead: a token that is unknown, or already used, attaches nothing and the lead is stored", async () => {
    const [token = ""] = await uploadPhotos([await phonePhotoWithGps(), "once.jpg"]);
    const first = await sendQuoteRequest(ctx, { photos: [token] }).expect(201);
    const again = await sendQuoteRequest(ctx, { name: "Second Sender", photos: [token, "x".repeat(32)] }).expect(201);
    expect((await leadByReference("/api/contact", first.body.reference)).photos).toHaveLength(1);
    expect((await leadByReference("/api/contact", again.body.reference)).photos).toEqual([]);
  });

  it("refuses a file that is not a photo, naming it, and more than 5 at once", async () => {
    const refused = await request(ctx.app).post("/api/lead-photos").attach("photo", renamedPdf(), "site-plan.jpg");
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe("site-plan.jpg is not a photo we can use: please send a JPEG, PNG, WebP, HEIC or AVIF image");
    const photo = await phonePhotoWithGps(64, 32);
    let six = request(ctx.app).post("/api/lead-photos");
    for (let i = 0; i < 6; i++) six = six.attach("photo", photo, `p${i}.jpg`);
    const tooMany = await six;
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("Send at most 5 photos at a time");
    const tokens = (await request(ctx.app).post("/api/lead-photos").send({ photo: "not a file" })).status;
    expect(tokens).toBe(415);
  });

  it("go with the lead when staff delete it, files and all", async () => {
    const tokens = await uploadPhotos([await phonePhotoWithGps(), "gone.jpg"]);
    const posted = await sendQuoteRequest(ctx, { name: "Delete Me", photos: tokens }).expect(201);
    const lead = await leadByReference("/api/contact", posted.body.reference);
    const privateBlobs = async () =>
      (
        await ctx.database.db
          .select({ n: count() })
          .from(blobs)
          .where(sql`${blobs.key} like 'private/%'`)
      )[0]!.n;
    const before = await privateBlobs();
    const photoIds = (await ctx.database.db.select({ id: leadPhotos.id }).from(leadPhotos).where(eq(leadPhotos.leadId, lead.id))).map(
      (row) => row.id,
    );
    expect(photoIds).toHaveLength(1);
    expect((await request(ctx.app).delete(`/api/contact/${lead.id}`)).status).toBe(401);
    await staff.delete(`/api/contact/${lead.id}`).expect(204);
    expect(await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
    // the photos went with their files: none is left for the sweep
    expect(await ctx.database.db.select().from(leadPhotos).where(inArray(leadPhotos.id, photoIds))).toEqual([]);
    expect(await privateBlobs()).toBe(before - 2);
    expect((await staff.get(`/api/contact/${lead.id}`)).status).toBe(404);
  });
});

describe("deleting a lead's photos", () => {
  it("is one unit of work: rows, images and the job that deletes their files commit together; the job deletes the files", async () => {
    const tokens = await uploadPhotos([await phonePhotoWithGps(), "kept-until-commit.jpg"]);
    const posted = await sendQuoteRequest(ctx, { name: "Unit Of Work", photos: tokens }).expect(201);
    const lead = await leadByReference("/api/contact", posted.body.reference);
    const { db } = ctx.database;
    const [photo] = await db.select().from(leadPhotos).where(eq(leadPhotos.leadId, lead.id));
    const [image] = await db.select().from(images).where(eq(images.id, photo!.imageId));
    const keys = imageFileKeys(image!);
    const blobCount = async () => (await db.select({ n: count() }).from(blobs).where(inArray(blobs.key, keys)))[0]!.n;
    expect(await blobCount()).toBe(keys.length);

    // a rollback keeps everything: rows, images, files, and queues nothing
    await expect(
      inTransaction(db, async (tx) => {
        await deleteLead(tx, "inquiries", lead.id, NOTHING_ELSE);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await db.select().from(leadPhotos).where(eq(leadPhotos.id, photo!.id))).toHaveLength(1);
    expect(await db.select().from(tasks).where(eq(tasks.type, FILE_DELETION_TASK))).toEqual([]);

    // committed, as when the file store cannot be reached just after: the rows are gone, the files wait in the queue
    // (the task is held an hour, as after a failed try, so this app's worker leaves it to the test)
    const deleted = await inTransaction(db, async (tx) => {
      const gone = await deleteLead(tx, "inquiries", lead.id, NOTHING_ELSE);
      await tx
        .update(tasks)
        .set({ runAt: sql`now() + interval '1 hour'` })
        .where(eq(tasks.id, gone!.fileDeletion!.id));
      return gone;
    });
    expect(await db.select().from(images).where(eq(images.id, image!.id))).toEqual([]);
    expect(await blobCount()).toBe(keys.length);
    const [queued] = await db.select().from(tasks).where(eq(tasks.id, deleted!.fileDeletion!.id));
    expect(queued!.payload).toEqual({ keys });
    // the queue's sweep deletes them
    expect(await fileDeletionTaskHandlers(pgFileStore(db))[FILE_DELETION_TASK]!.run(queued!)).toBe("done");
    expect(await blobCount()).toBe(0);
  });
});

describe("the retention sweep", () => {
  it("deletes the photos of leads Lost or spam for 12 months and uploads never sent within a day, and keeps the rest", async () => {
    const db = ctx.database.db;
    const lead = async (name: string, isSpam = false) => {
      const tokens = await uploadPhotos([await phonePhotoWithGps(64, 32), `${name}.jpg`]);
      const res = await request(ctx.app)
        .post("/api/ga-enquiry")
        .send(adEnquiryBody({ name, photos: tokens }))
        .expect(201);
      const [row] = await db.select().from(leads).where(eq(leads.reference, res.body.reference));
      if (isSpam)
        await db
          .update(leads)
          .set({ isSpam: true, createdAt: sql`now() - interval '13 months'` })
          .where(eq(leads.id, row!.id));
      return row!.id;
    };
    const lostLongAgo = await lead("Lost Long Ago");
    const lostLastMonth = await lead("Lost Last Month");
    const spamOld = await lead("Spam Old", true);
    const won = await lead("Still Open");
    for (const [id, monthsAgo] of [
      [lostLongAgo, 13],
      [lostLastMonth, 1],
    ] as const) {
      await db.update(leads).set({ status: "lost" }).where(eq(leads.id, id));
      await db.insert(leadEvents).values({
        leadId: id,
        field: "status",
        oldValue: "new",
        newValue: "lost",
        username: "office",
        createdAt: sql`now() - ${monthsAgo} * interval '1 month'`,
      });
    }
    const [abandoned] = await uploadPhotos([await phonePhotoWithGps(64, 32), "abandoned.jpg"]);
    await db
      .update(leadPhotos)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${leadPhotos.leadId} is null`);
    expect(abandoned).toBeTruthy();

    const photosOf = async (id: number) => (await db.select({ n: count() }).from(leadPhotos).where(eq(leadPhotos.leadId, id)))[0]!.n;
    const imagesBefore = (await db.select({ n: count() }).from(images))[0]!.n;
    const deleted = await deleteExpiredLeadPhotos(db, pgFileStore(db));
    expect(deleted).toBe(3);
    expect([await photosOf(lostLongAgo), await photosOf(spamOld), await photosOf(lostLastMonth), await photosOf(won)]).toEqual([
      0, 0, 1, 1,
    ]);
    expect(
      (
        await db
          .select({ n: count() })
          .from(leadPhotos)
          .where(sql`${leadPhotos.leadId} is null`)
      )[0]!.n,
    ).toBe(0);
    expect((await db.select({ n: count() }).from(images))[0]!.n).toBe(imagesBefore - 3);
  });
});

describe("what a visitor's photo may cost the server", () => {
  it("refuses a photo over 40 megapixels before decoding it, and keeps nothing", async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(leadPhotos))[0]!.n;
    // 7,746 x 7,746: a 60-megapixel header around almost no data
    const res = await request(ctx.app).post("/api/lead-photos").attach("photo", decompressionBomb(7_746, 7_746), "wide.png");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("wide.png is 60 megapixels; photos of up to 40 megapixels are accepted");
    expect((await ctx.database.db.select({ n: count() }).from(leadPhotos))[0]!.n).toBe(before);
  });

  it("answers 503 with a clear message when a decode runs past its time limit", async () => {
    const strict = await createTestContext({ imageDecoding: { concurrency: 2, queueWaitMs: 1_000, timeoutMs: 1 } });
    try {
      const res = await request(strict.app)
        .post("/api/lead-photos")
        .attach("photo", await phonePhotoWithGps(2_400, 1_800), "site.jpg");
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("site.jpg took too long to read. Please try again, or send a smaller photo.");
      expect((await strict.database.db.select({ n: count() }).from(leadPhotos))[0]!.n).toBe(0);
    } finally {
      configureDecoding(DEFAULT_DECODE_SETTINGS);
      await strict.close();
    }
  });
});
