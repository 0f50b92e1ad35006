/**
 * npm run bench:photos: 50 homeowner uploads of 12-megapixel photos in a row (4,000 x 3,000 JPEGs with fine detail,
 * as a phone takes them, with the EXIF orientation a phone held upright writes), then prints the process's memory
 * (RSS) before, at its peak and after. Target: after is within 100 MB of before (what decoding takes is given back).
 *
 * Run it as the server runs (npm start and the systemd unit set MALLOC_ARENA_MAX=2: glibc then keeps few arenas, and
 * what libvips' threads free goes back to the system), and with BENCH_DATABASE_URL=postgres://...: on the embedded
 * database in memory, the photos stored count in this process too.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import request from "supertest";
import { runMigrations } from "../server/db/migrate";
import { openBenchDatabase, startBenchApp } from "./bench-database";

const UPLOADS = 50;
const MB = 1024 * 1024;

/** A 12 MP photo: noise over a gradient, so the JPEG is as heavy to decode as a camera's (about 5 MB). */
async function twelveMegapixelPhoto(seed: number): Promise<Buffer> {
  const width = 4_000;
  const height = 3_000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2_654_435_761;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    pixels[i] = ((i / 3) % width) / 16 + (state >>> 26);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const rss = () => process.memoryUsage().rss;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await sleep(200);
  }
};

const bench = await openBenchDatabase();
try {
  await runMigrations(bench.database);
  const { app, close } = await startBenchApp(bench.database, { formRateLimit: { limit: 1_000_000, windowMs: 60_000 } });
  try {
    const photos = await Promise.all([1, 2, 3].map(twelveMegapixelPhoto));
    const upload = async (i: number) => {
      const res = await request(app)
        .post("/api/lead-photos")
        .attach("photo", photos[i % photos.length]!, `site-${i}.jpg`);
      if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
    };
    // one upload first, so what loads once (libvips, the codecs) counts in "before"
    await upload(0);
    await settle();
    const before = rss();
    let peak = before;
    const started = performance.now();
    for (let i = 0; i < UPLOADS; i++) {
      await upload(i);
      peak = Math.max(peak, rss());
    }
    const seconds = (performance.now() - started) / 1000;
    await settle();
    const after = rss();
    console.log(`${UPLOADS} uploads of 12 MP photos on ${bench.label}, in ${seconds.toFixed(1)} s`);
    console.log(`  RSS before: ${(before / MB).toFixed(0)} MB, peak: ${(peak / MB).toFixed(0)} MB, after: ${(after / MB).toFixed(0)} MB`);
    console.log(`  after - before: ${((after - before) / MB).toFixed(0)} MB (target: within 100 MB)`);
    if (!process.env.BENCH_DATABASE_URL)
      console.log("  (embedded database in memory: the stored photos count too; set BENCH_DATABASE_URL)");
  } finally {
    await close();
  }
} finally {
  await bench.dispose();
}
