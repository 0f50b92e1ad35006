import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "@shared/showcase/image-limits";
import { ImageRefused, processImage } from "./process-image";
import { decompressionBomb, phonePhotoWithGps, renamedPdf, svgWithScript, truncatedJpeg } from "./test-images";

describe("processImage", () => {
  it("turns a phone photo upright, leaves its EXIF and GPS behind, and makes AVIF and WebP at each width up to its own", async () => {
    const input = await phonePhotoWithGps(2600, 1300);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from("TestPhone"))).toBe(true);
    const image = await processImage(input, { variants: "all" });

    // EXIF said "rotate 90° clockwise to view": the 2600 x 1300 landscape is stored as the 1300 x 2600 portrait it shows
    expect([image.width, image.height]).toEqual([1300, 2600]);
    const master = await sharp(image.master.data).metadata();
    expect(master.format).toBe("jpeg");
    expect([master.width, master.height]).toEqual([1300, 2600]);
    expect(master.exif).toBeUndefined();
    expect(master.orientation).toBeUndefined();
    expect(image.master.data.includes(Buffer.from("TestPhone"))).toBe(false);
    // the red half, on the left before turning, is on top once upright
    const { data } = await sharp(image.master.data)
      .extract({ left: 650, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);

    const widths = [...IMAGE_WIDTHS.filter((w) => w < 1300), 1300];
    expect(image.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(widths.flatMap((w) => [`avif@${w}`, `webp@${w}`]).sort());
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
    }
    expect(image.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("keeps a photo at most 2400 px wide and gives a homeowner's photo one small WebP for staff", async () => {
    const image = await processImage(await phonePhotoWithGps(3000, 6000), { variants: "thumbnail" });
    expect(image.width).toBe(2400);
    expect(image.variants.map((v) => `${v.format}@${v.width}`)).toEqual(["webp@480"]);
  });

  it("reads an iPhone's HEIC photo", async () => {
    const heic = await readFile(path.join(import.meta.dirname, "fixtures/red-64x48.heic"));
    const image = await processImage(heic, { variants: "all" });
    expect([image.width, image.height]).toEqual([64, 48]);
    const { data } = await sharp(image.master.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
  });

  it.each([
    ["a renamed PDF", renamedPdf, 415, /is not a photo we can use/],
    ["an SVG with a script", svgWithScript, 415, /is not a photo we can use/],
    ["a truncated JPEG", truncatedJpeg, 400, /could not be read as a photo/],
    ["a header declaring 400 megapixels", decompressionBomb, 400, /is 400 megapixels; photos of up to 100 megapixels are accepted/],
  ] as const)("refuses %s with a message for the person who sent it", async (_name, make, status, message) => {
    const refusal = await processImage(await make(), { variants: "all" }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ImageRefused);
    expect((refusal as ImageRefused).status).toBe(status);
    expect((refusal as ImageRefused).message).toMatch(message);
  });
});
