import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { templateOnlyClientAssets } from "../server/features/site/client-assets";
import { createLogger } from "../server/logger";
import { createTestContext, testConfig, type TestContext } from "../server/test/test-app";
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildPhotos, PHOTO_WIDTHS } from "./photo-pipeline.mjs";

const work = mkdtempSync(path.join(tmpdir(), "photo-pipeline-"));
const photosDir = path.join(work, "photos");
const outDir = path.join(work, "public");
let manifest: Record<string, { width: number; height: number; widths: number[] }>;
let ctx: TestContext;

beforeAll(async () => {
  // A real-photo-sized JPEG (3200 x 2400), named like the home page's hero placeholder.
  await mkdir(path.join(photosDir, "home"), { recursive: true });
  await sharp({ create: { width: 3200, height: 2400, channels: 3, background: { r: 120, g: 140, b: 90 } } })
    .composite([{ input: Buffer.from('<svg width="3200" height="2400"><rect x="400" y="600" width="2400" height="900" fill="#8a8a80"/></svg>') }])
    .jpeg({ quality: 90 })
    .toFile(path.join(photosDir, "home", "hero-retaining-wall.jpg"));
  manifest = await buildPhotos(photosDir, outDir);
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("photo pipeline", () => {
  it("turns a large JPEG into AVIF and WebP at every width below its own, with its size in the manifest", async () => {
    expect(manifest["/images/home/hero-retaining-wall"]).toEqual({ width: 3200, height: 2400, widths: PHOTO_WIDTHS });
    for (const width of PHOTO_WIDTHS) {
      for (const format of ["avif", "webp"] as const) {
        const file = path.join(outDir, "images", "home", `hero-retaining-wall-${width}.${format}`);
        expect(existsSync(file), file).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.width).toBe(width);
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
      }
    }
  });

  it("shows the photo on the page as a <picture> with srcset, sizes and its own dimensions, never lazy above the fold", async () => {
    const client = { ...templateOnlyClientAssets(), photos: manifest };
    const photoApp = await createApp({ database: ctx.database, config: testConfig(), logger: createLogger("silent"), client });
    try {
      const html = (await request(photoApp.app).get("/")).text;
      const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? "";
      expect(picture).toContain('type="image/avif"');
      expect(picture).toContain("/images/home/hero-retaining-wall-2400.avif 2400w");
      expect(picture).toContain("/images/home/hero-retaining-wall-480.webp 480w");
      expect(picture).toMatch(/sizes="\(min-width: 1024px\) 560px, 100vw"/);
      expect(picture).toMatch(/<img[^>]*width="3200"[^>]*height="2400"/);
      expect(picture).toMatch(/fetchPriority="high"/i);
      expect(picture).not.toContain('loading="lazy"');
    } finally {
      await photoApp.close();
    }
  });
});
