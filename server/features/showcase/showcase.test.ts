import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "@shared/showcase/image-limits";
import { blobs, images, projectPhotos } from "@shared/schema";
import { decompressionBomb, phonePhotoWithGps, renamedPdf, svgWithScript, truncatedJpeg } from "../../infra/images/test-images";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";
import { binary } from "../../test/binary";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import { IMAGE_DERIVATION_TASK } from "../../infra/images/image-intake";
import { pictureSources } from "@shared/showcase/media-urls";

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await signedInAgent(ctx);
});
afterAll(async () => ctx?.close());

const newProject = {
  title: "Sandstone wall in Wynnum",
  suburb: "Wynnum",
  service: "Concrete Sleeper Retaining Wall",
  description: "A 20 metre wall with a new path along the fence.",
  completedOn: "2026-11-02",
};

async function createProject(overrides: Partial<typeof newProject> = {}) {
  const res = await staff.post("/api/projects").send({ ...newProject, ...overrides });
  expect(res.status).toBe(201);
  return res.body as { id: number; title: string; published: boolean; position: number; photos: unknown[] };
}

const upload = (projectId: number, file: Buffer, name: string, alt = "Sandstone sleeper wall beside a new path") =>
  staff.post(`/api/projects/${projectId}/photos`).field("alt", alt).attach("photo", file, name);

/** The task queue has made every uploaded photo's sizes. */
const derived = () => pollUntilQueueDrained(ctx.database.db, { types: [IMAGE_DERIVATION_TASK] });

/** A photo uploaded and, once the task queue has made its sizes, as staff then see it on the project. */
async function uploadReady(projectId: number, file: Buffer, name: string) {
  const res = await upload(projectId, file, name);
  expect(res.status).toBe(201);
  expect(res.body.status).toBe("processing");
  await derived();
  const project = ((await staff.get("/api/projects?all=1").expect(200)).body as { id: number; photos: Record<string, unknown>[] }[]).find(
    (p) => p.id === projectId,
  )!;
  return project.photos.find((photo) => photo.id === res.body.id) as {
    id: number;
    src: string;
    width: number;
    height: number;
    alt: string;
    status: string;
    key: string;
    widths: number[];
  };
}

async function storedCounts() {
  const [[imageRows], [blobRows], [photoRows]] = await Promise.all([
    ctx.database.db.select({ n: count() }).from(images),
    ctx.database.db.select({ n: count() }).from(blobs),
    ctx.database.db.select({ n: count() }).from(projectPhotos),
  ]);
  return { images: imageRows!.n, blobs: blobRows!.n, photos: photoRows!.n };
}

describe("the nine projects of the specification", () => {
  it("are there on a fresh start, published with their drawings, and /gallery renders them on the server", async () => {
    const published = (await request(ctx.app).get("/api/projects").expect(200)).body as {
      title: string;
      location: string;
      photos: { src: string }[];
    }[];
    expect(published).toHaveLength(9);
    expect(published[0]).toMatchObject({
      title: "Concrete Sleeper Retaining Wall",
      location: "Carindale, Brisbane",
      photos: [{ src: "/images/gallery/carindale-concrete-wall.svg" }],
    });
    const html = (await request(ctx.app).get("/gallery")).text;
    for (const project of published) expect(html).toContain(project.photos[0]!.src);
    expect(html).toContain("Carindale, Brisbane");
  });
});

describe("projects in /admin", () => {
  it("are written by staff only; anyone reads the published ones, staff all of them", async () => {
    expect((await request(ctx.app).post("/api/projects").send(newProject)).status).toBe(401);
    expect((await request(ctx.app).get("/api/projects?all=1")).status).toBe(401);
    expect((await request(ctx.app).patch("/api/projects/1").send({ published: false })).status).toBe(401);
    expect((await request(ctx.app).delete("/api/projects/1")).status).toBe(401);
    expect(
      (
        await request(ctx.app)
          .post("/api/projects/1/photos")
          .field("alt", "A wall")
          .attach("photo", await phonePhotoWithGps(), "wall.jpg")
      ).status,
    ).toBe(401);

    const draft = await createProject({ title: "A draft nobody sees yet" });
    expect(draft).toMatchObject({ published: false, position: 0, photos: [] });
    const titles = async (path: string, agent = request(ctx.app)) =>
      ((await agent.get(path)).body as { title: string }[]).map((p) => p.title);
    expect(await titles("/api/projects")).not.toContain("A draft nobody sees yet");
    expect((await titles("/api/projects?all=1", staff))[0]).toBe("A draft nobody sees yet");
  });

  it("refuses a project with a suburb outside the list or a date to come, with the field's message, and stores nothing", async () => {
    const res = await staff.post("/api/projects").send({ ...newProject, suburb: "Sydney", completedOn: "2099-01-01" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      suburb: "Please choose the suburb from the list",
      completedOn: "The date the job was finished cannot be in the future",
    });
  });

  it("will not publish a project without a photo", async () => {
    const project = await createProject();
    const res = await staff.patch(`/api/projects/${project.id}`).send({ published: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Add at least one photo before publishing the project");
  });

  it("stores an uploaded photo upright, without its EXIF and GPS, with AVIF and WebP at each width, served immutably", async () => {
    const project = await createProject();
    const photo = await uploadReady(project.id, await phonePhotoWithGps(2000, 1000), "IMG_0042.jpg");
    // EXIF orientation 6 on a 2000 x 1000 landscape: the photo shows (and is stored) as a 1000 x 2000 portrait
    expect(photo).toMatchObject({ width: 1000, height: 2000, alt: "Sandstone sleeper wall beside a new path", status: "ready" });
    expect(photo.src).toMatch(/^\/media\/[0-9a-f]{16}\.jpg$/);
    const widths = [...IMAGE_WIDTHS.filter((w) => w < 1000), 1000];
    expect(photo.widths).toEqual(widths);
    const res = { body: { src: photo.src, sources: pictureSources(photo) } };
    expect(res.body.sources).toEqual([
      { type: "image/avif", srcset: widths.map((w) => `${res.body.src.replace(".jpg", `-${w}.avif`)} ${w}w`).join(", ") },
      { type: "image/webp", srcset: widths.map((w) => `${res.body.src.replace(".jpg", `-${w}.webp`)} ${w}w`).join(", ") },
    ]);

    const master = await binary(request(ctx.app).get(res.body.src));
    expect(master.status).toBe(200);
    expect(master.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(master.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(["jpeg", 1000, 2000, undefined, undefined]);
    expect((master.body as Buffer).includes(Buffer.from("TestPhone"))).toBe(false);
    for (const source of res.body.sources as { srcset: string }[]) {
      for (const candidate of source.srcset.split(", ")) {
        const file = await request(ctx.app).get(candidate.split(" ")[0]!);
        expect(file.status).toBe(200);
        expect(file.headers["content-type"]).toMatch(/^image\/(avif|webp)$/);
      }
    }
  });

  it("shows a published project with its srcset on the next /gallery and home page render, in the order staff give", async () => {
    const project = await createProject({ title: "Freshly published wall", completedOn: "2026-11-20" });
    const photo = await uploadReady(project.id, await phonePhotoWithGps(1600, 800), "wall.jpg");
    expect((await request(ctx.app).get("/gallery")).text).not.toContain("Freshly published wall");

    await staff.patch(`/api/projects/${project.id}`).send({ published: true }).expect(200);
    const gallery = (await request(ctx.app).get("/gallery")).text;
    expect(gallery).toContain("Freshly published wall");
    expect(gallery).toMatch(new RegExp(`<source type="image/avif" srcSet="${photo.src.replace(".jpg", "-480.avif")} 480w, `));
    expect((await request(ctx.app).get("/")).text).toContain("Freshly published wall");

    // after the first of the nine in the gallery's order
    const everyProject = (await staff.get("/api/projects?all=1")).body as { id: number; title: string }[];
    const carindale = everyProject.findIndex((p) => p.title === "Concrete Sleeper Retaining Wall");
    await staff.patch(`/api/projects/${project.id}`).send({ position: carindale }).expect(200);
    const publicOrder = ((await request(ctx.app).get("/api/projects")).body as { title: string }[]).map((p) => p.title);
    expect(publicOrder.slice(0, 3)).toEqual(["Concrete Sleeper Retaining Wall", "Freshly published wall", "Tiered Garden Retaining Walls"]);
    const reordered = (await request(ctx.app).get("/gallery")).text;
    expect(reordered.indexOf("Freshly published wall")).toBeGreaterThan(reordered.indexOf("Carindale, Brisbane"));
    expect(reordered.indexOf("Freshly published wall")).toBeLessThan(reordered.indexOf("Tiered Garden Retaining Walls"));

    await staff.patch(`/api/projects/${project.id}`).send({ published: false }).expect(200);
    expect((await request(ctx.app).get("/gallery")).text).not.toContain("Freshly published wall");
  });

  it.each([
    ["a renamed PDF", "quote.jpg", renamedPdf, 415, "quote.jpg is not a photo we can use"],
    ["an SVG with a script", "logo.svg", svgWithScript, 415, "logo.svg is not a photo we can use"],
    ["a truncated JPEG", "cut.jpg", truncatedJpeg, 400, "cut.jpg could not be read as a photo"],
    ["a decompression bomb", "huge.png", decompressionBomb, 400, "huge.png is 400 megapixels"],
  ] as const)(
    "refuses %s with a message naming the file, and the project stays as it was",
    async (_name, fileName, make, status, message) => {
      const project = await createProject();
      const before = await storedCounts();
      const res = await upload(project.id, await make(), fileName);
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
      expect(await storedCounts()).toEqual(before);
      expect(
        ((await staff.get("/api/projects?all=1")).body as { id: number; photos: unknown[] }[]).find((p) => p.id === project.id)!.photos,
      ).toEqual([]);
    },
  );

  it("holds a project to 12 photos when two uploads race for the last place: one is added, the other refused and its image removed", async () => {
    const project = await createProject({ title: "Eleven photos already" });
    const [drawing] = await ctx.database.db
      .insert(images)
      .values({ visibility: "public", origin: "drawing", key: `/drawings/race-${project.id}.svg`, width: 800, height: 600 })
      .returning();
    await ctx.database.db
      .insert(projectPhotos)
      .values(
        Array.from({ length: 11 }, (_, position) => ({ projectId: project.id, imageId: drawing!.id, alt: "Earlier photo", position })),
      );
    const before = await storedCounts();
    const answers = await Promise.all([
      upload(project.id, await phonePhotoWithGps(64, 32), "twelfth-a.jpg"),
      upload(project.id, await phonePhotoWithGps(64, 48), "twelfth-b.jpg"),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(answers.find((res) => res.status === 400)!.body.message).toBe("A project has at most 12 photos; remove one to add another");
    const [photos] = await ctx.database.db.select({ n: count() }).from(projectPhotos).where(eq(projectPhotos.projectId, project.id));
    expect(photos!.n).toBe(12);
    expect((await storedCounts()).images).toBe(before.images + 1);
  });

  it("refuses a file over 15 MB (413) and a photo without a description (400)", async () => {
    const project = await createProject();
    const big = Buffer.concat([await phonePhotoWithGps(), Buffer.alloc(15 * 1024 * 1024)]);
    const tooBig = await upload(project.id, big, "big.jpg");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("A photo can be at most 15 MB");
    const noAlt = await staff.post(`/api/projects/${project.id}/photos`).attach("photo", await phonePhotoWithGps(), "wall.jpg");
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.errors).toEqual({ alt: "Please describe the photo" });
  });

  it("deletes a photo, and a project with its photos and their files", async () => {
    const project = await createProject();
    const first = (await upload(project.id, await phonePhotoWithGps(800, 400), "one.jpg")).body as { id: number; src: string };
    await upload(project.id, await phonePhotoWithGps(900, 400), "two.jpg");
    await staff.delete(`/api/projects/${project.id}/photos/${first.id}`).expect(204);
    expect((await request(ctx.app).get(first.src)).status).toBe(404);
    const before = await storedCounts();
    await staff.delete(`/api/projects/${project.id}`).expect(204);
    const after = await storedCounts();
    expect(after.photos).toBe(before.photos - 1);
    expect(after.images).toBe(before.images - 1);
    expect(after.blobs).toBeLessThan(before.blobs);
    expect((await staff.delete(`/api/projects/${project.id}`)).status).toBe(404);
  });
});

/** A replacement photo for a site photo slot, with its alt text, sent as the staff screen sends it. */
const putSitePhoto = (agent: ReturnType<typeof request> | typeof staff, slot: string, alt: string, photo: Buffer, name: string) =>
  agent.put(`/api/site-photos/${slot}`).field("alt", alt).attach("photo", photo, name);

describe("site photos", () => {
  it("keeps a slot's photo on the pages while its replacement is made, then shows the new one and lets the old go", async () => {
    const slot = "fencing/hero-colorbond-fence";
    await putSitePhoto(staff, slot, "The first fence", await phonePhotoWithGps(1200, 800), "first.jpg").expect(200);
    await derived();
    const first = ((await staff.get("/api/site-photos").expect(200)).body as { slot: string; current: { src: string } }[]).find(
      (s) => s.slot === slot,
    )!;
    const replacing = await putSitePhoto(staff, slot, "The second fence", await phonePhotoWithGps(1400, 800), "second.jpg").expect(200);
    expect(replacing.body).toMatchObject({ current: { src: first.current.src }, newPhoto: "processing" });
    expect((await request(ctx.app).get("/fencing-projects")).text).toContain(first.current.src);
    await derived();
    const second = (
      (await staff.get("/api/site-photos").expect(200)).body as { slot: string; current: { src: string; alt: string }; newPhoto: null }[]
    ).find((s) => s.slot === slot)!;
    expect(second).toMatchObject({ current: { alt: "The second fence" }, newPhoto: null });
    const page = (await request(ctx.app).get("/fencing-projects")).text;
    expect(page).toContain(second.current.src);
    expect(page).not.toContain(first.current.src);
    expect((await request(ctx.app).get(first.current.src)).status).toBe(404);
  });

  it("lists every slot with its drawing; a staff photo replaces one on the next render, and removing it brings the drawing back", async () => {
    const slots = (await request(ctx.app).get("/api/site-photos").expect(200)).body as {
      slot: string;
      current: unknown;
      drawing: { src: string };
    }[];
    const hero = slots.find((slot) => slot.slot === "retaining-walls/hero-engineered-wall")!;
    expect(hero.current).toBeNull();
    expect((await request(ctx.app).get("/retaining-walls")).text).toContain(hero.drawing.src);

    expect((await putSitePhoto(request(ctx.app), hero.slot, "Our wall", await phonePhotoWithGps(), "hero.jpg")).status).toBe(401);
    const res = await putSitePhoto(
      staff,
      hero.slot,
      "Charcoal wall terracing a backyard in Ashgrove",
      await phonePhotoWithGps(1600, 1000),
      "hero.jpg",
    );
    expect(res.status).toBe(200);
    // the pages keep the drawing until the task queue has made the photo's sizes
    expect(res.body).toMatchObject({ current: null, newPhoto: "processing" });
    await derived();
    const [ready] = (
      (await staff.get("/api/site-photos").expect(200)).body as { slot: string; current: { src: string }; newPhoto: null }[]
    ).filter((slot) => slot.slot === hero.slot);
    expect(ready).toMatchObject({
      current: { alt: "Charcoal wall terracing a backyard in Ashgrove", width: 1000, height: 1600 },
      newPhoto: null,
    });
    res.body.current = ready!.current;
    const page = (await request(ctx.app).get("/retaining-walls")).text;
    expect(page).toContain(res.body.current.src);
    expect(page).toContain('alt="Charcoal wall terracing a backyard in Ashgrove"');
    expect(page).not.toContain(hero.drawing.src);

    await staff.delete(`/api/site-photos/${hero.slot}`).expect(200);
    expect((await request(ctx.app).get("/retaining-walls")).text).toContain(hero.drawing.src);
    expect((await request(ctx.app).get(res.body.current.src)).status).toBe(404);
  });

  it("takes a replacement only for a slot that exists, and keeps the slot as it was when the file is refused", async () => {
    expect((await putSitePhoto(staff, "no/such-slot", "A wall photo", await phonePhotoWithGps(), "a.jpg")).status).toBe(404);
    const refused = await putSitePhoto(staff, "home/hero-retaining-wall", "A wall photo", renamedPdf(), "brochure.pdf");
    expect(refused.status).toBe(415);
    const slots = (await request(ctx.app).get("/api/site-photos")).body as { slot: string; current: unknown }[];
    expect(slots.find((slot) => slot.slot === "home/hero-retaining-wall")!.current).toBeNull();
  });
});

describe("uploads", () => {
  it("must be multipart (415), and a request over 40 MB is refused before it is read (413)", async () => {
    const json = await staff.post("/api/projects/1/photos").send({ alt: "A wall", photo: "base64..." });
    expect(json.status).toBe(415);
    const huge = await staff
      .post("/api/projects/1/photos")
      .set("Content-Type", "multipart/form-data; boundary=x")
      .set("Content-Length", String(41 * 1024 * 1024))
      .send("--x--");
    expect(huge.status).toBe(413);
  });
});
