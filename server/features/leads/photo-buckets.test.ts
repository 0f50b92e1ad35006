import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequestBody } from "../../test/lead-bodies";
import { createTestContext, type TestContext } from "../../test/test-app";

/*
 * Homeowners' photos and the neighbour's letter each have a throttle bucket of their own, apart from the forms'
 * sends; anonymous photos not yet sent with a form are capped business-wide, and the form still goes over the cap.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    trustProxy: 1,
    // the production defaults: 10 form sends per 15 minutes from one address
    formRateLimit: { limit: 10, windowMs: 15 * 60_000 },
    unattachedPhotoCap: { count: 14, bytes: 500 * 1024 * 1024 },
  });
});
afterAll(() => ctx?.close());

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#6b8e23" } })
    .jpeg()
    .toBuffer();
const upload = async (address: string) =>
  request(ctx.app)
    .post("/api/lead-photos")
    .set("X-Forwarded-For", address)
    .attach("photo", await photo(), "garden.jpg");
const send = (address: string, n: number) =>
  request(ctx.app)
    .post("/api/contact")
    .set("X-Forwarded-For", address)
    .send(quoteRequestBody({ email: `buckets.${address}.${n}@example.com` }));

describe("throttle buckets of their own", () => {
  it("photos: 12 from one address, then both of its form sends still go", async () => {
    for (let i = 0; i < 12; i++) expect((await upload("198.51.100.20")).status).toBe(201);
    expect((await send("198.51.100.20", 1)).status).toBe(201);
    expect((await send("198.51.100.20", 2)).status).toBe(201);
  });

  it("the neighbour's letter: 12 letters leave a visitor's form sends untouched", async () => {
    const letter =
      "/estimate/neighbour-letter.pdf?job=fence&type=colorbond&heightM=1.8&lengthM=20&singleGates=0&doubleGates=0&dividing=true&removeOld=false&onWallHeightM=0&suburb=Chermside";
    for (let i = 0; i < 12; i++) expect((await request(ctx.app).get(letter).set("X-Forwarded-For", "198.51.100.21")).status).toBe(200);
    expect((await send("198.51.100.21", 1)).status).toBe(201);
  });
});

describe("the cap on anonymous photos", () => {
  it("refuses a photo past PHOTO_UNATTACHED_LIMIT with a 503 that says to send the request, which still goes", async () => {
    // 12 are held from the test above; two more reach the cap of 14
    expect((await upload("198.51.100.30")).status).toBe(201);
    expect((await upload("198.51.100.30")).status).toBe(201);
    const refused = await upload("198.51.100.31");
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe("Photos can't be added right now: send your request and we'll ask for them");
    expect((await send("198.51.100.31", 1)).status).toBe(201);
  });
});
