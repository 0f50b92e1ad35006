// Turns every photo in a folder (JPEG, PNG, WebP, AVIF, TIFF) into AVIF and WebP at several widths,
// and writes photo-manifest.json: for each photo, keyed by its path without extension, its size and
// the widths made. The site's <Photo> reads the manifest, so a photo named like a placeholder replaces it.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const PHOTO_WIDTHS = [480, 800, 1200, 1600, 2400];
export const MANIFEST_FILE = "photo-manifest.json";
const PHOTO_FILE = /\.(jpe?g|png|webp|avif|tiff?)$/i;

async function listPhotos(dir, prefix = "") {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listPhotos(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : PHOTO_FILE.test(entry.name)
          ? [`${prefix}${entry.name}`]
          : [],
    ),
  );
  return nested.flat();
}

/** srcDir: the photos; outDir: where /images/... is served from. Returns the manifest. */
export async function buildPhotos(srcDir, outDir) {
  const manifest = {};
  for (const file of await listPhotos(srcDir)) {
    const key = `/images/${file.replace(PHOTO_FILE, "")}`;
    const source = sharp(path.join(srcDir, file)).rotate();
    const { info: { width, height } } = await source.clone().toBuffer({ resolveWithObject: true });
    const widths = PHOTO_WIDTHS.filter((w) => w < width).concat(width > PHOTO_WIDTHS.at(-1) ? [] : [width]);
    await mkdir(path.dirname(path.join(outDir, key)), { recursive: true });
    for (const w of widths) {
      const resized = source.clone().resize({ width: w });
      await resized.clone().avif({ quality: 50, effort: 4 }).toFile(path.join(outDir, `${key}-${w}.avif`));
      await resized.clone().webp({ quality: 72 }).toFile(path.join(outDir, `${key}-${w}.webp`));
    }
    manifest[key] = { width, height, widths };
  }
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}
