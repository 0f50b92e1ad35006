import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import heicDecode from "heic-decode";
import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_WIDTHS, MAX_IMAGE_PIXELS, MAX_STORED_WIDTH } from "@shared/showcase/image-limits";

/** A photo the pipeline would not take; its message names what is wrong, for the person who sent it. */
export class ImageRefused extends Error {
  override name = "ImageRefused";
  constructor(
    message: string,
    /** 415 for a file that is no photo we read, 400 for a photo we will not take */
    readonly status: 400 | 415,
  ) {
    super(message);
  }
}

export interface ImageFile {
  format: "jpeg" | "webp" | "avif";
  width: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** the first 16 hex digits of the master's SHA-256: the name of a public image's URLs */
  hash: string;
  width: number;
  height: number;
  /** upright, no metadata, at most MAX_STORED_WIDTH wide, JPEG: what `<img src>` falls back to */
  master: ImageFile;
  /** AVIF and WebP at each width of IMAGE_WIDTHS below the master's, and at the master's own */
  variants: ImageFile[];
}

const ACCEPTED = new Set(["jpg", "png", "webp", "avif", "heic"]);

/** What a photo's bytes say it is, whatever its name says: JPEG, PNG, WebP, AVIF or HEIC, or a refusal. */
async function acceptedType(input: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.ext)) {
    throw new ImageRefused("is not a photo we can use: please send a JPEG, PNG, WebP, HEIC or AVIF image", 415);
  }
  return type.ext;
}

const refuseLarge = (width: number, height: number) => {
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRefused(
      `is ${Math.round((width * height) / 1e6)} megapixels; photos of up to ${MAX_IMAGE_PIXELS / 1e6} megapixels are accepted`,
      400,
    );
  }
};

/**
 * HEIC (an iPhone's photos) is HEVC inside, which the prebuilt libvips cannot decode; libheif (WebAssembly)
 * decodes it to pixels, which sharp takes from there. The size is read before a pixel is decoded.
 */
async function heicPixels(input: Buffer): Promise<Sharp> {
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: new Uint8Array(input) });
  } catch {
    throw new ImageRefused("could not be read as a photo: it may be damaged or cut short", 400);
  }
  try {
    const [first] = images;
    if (!first) throw new ImageRefused("holds no picture", 400);
    refuseLarge(first.width, first.height);
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

/** The decoded photo, upright (its EXIF orientation applied), after the checks that need no decoding. */
async function openUpright(input: Buffer): Promise<Sharp> {
  const ext = await acceptedType(input);
  // the header alone: a photo claiming more pixels than we take is refused before it is decoded (the
  // decompression bomb)
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused("could not be read as a photo: it may be damaged or cut short", 400);
  }
  refuseLarge(metadata.width ?? 0, metadata.height ?? 0);
  if (ext === "heic" && metadata.compression !== "av1") return heicPixels(input);
  // a cut-short file fails instead of being filled with grey
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated" }).rotate();
}

async function encode(image: Sharp, width: number, format: ImageFile["format"]): Promise<ImageFile> {
  const resized = image.clone().resize({ width, withoutEnlargement: true });
  const encoded =
    format === "jpeg"
      ? resized.jpeg({ quality: 82, mozjpeg: true })
      : format === "avif"
        ? resized.avif({ quality: 50, effort: 4 })
        : resized.webp({ quality: 72 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { format, width: info.width, data };
}

export interface ProcessOptions {
  /** "all": AVIF and WebP at every width (public photos); "thumbnail": one small WebP (a homeowner's, seen by staff only) */
  variants: "all" | "thumbnail";
}

export const THUMBNAIL_WIDTH = 480;

/**
 * The one image pipeline, for every photo the site takes in: checked by its content, decoded, turned
 * upright, its EXIF (the camera, the time, the GPS position) left behind, re-encoded at most
 * MAX_STORED_WIDTH wide, with its derivatives and its size. Throws ImageRefused for a file it will not take.
 */
export async function processImage(input: Buffer, { variants }: ProcessOptions): Promise<ProcessedImage> {
  const upright = await openUpright(input);
  let master: ImageFile;
  try {
    master = await encode(upright, MAX_STORED_WIDTH, "jpeg");
  } catch (err) {
    if (err instanceof ImageRefused) throw err;
    throw new ImageRefused("could not be read as a photo: it may be damaged or cut short", 400);
  }
  const { height } = await sharp(master.data).metadata();
  const widths =
    variants === "all" ? [...IMAGE_WIDTHS.filter((w) => w < master.width), master.width] : [Math.min(THUMBNAIL_WIDTH, master.width)];
  const formats: ImageFile["format"][] = variants === "all" ? ["avif", "webp"] : ["webp"];
  // derivatives come from the master, so every one has exactly its pixels
  const source = sharp(master.data);
  const files = await Promise.all(widths.flatMap((width) => formats.map((format) => encode(source, width, format))));
  return {
    hash: createHash("sha256").update(master.data).digest("hex").slice(0, 16),
    width: master.width,
    height: height ?? 0,
    master,
    variants: files,
  };
}
