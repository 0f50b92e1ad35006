import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_WIDTHS, MAX_IMAGE_PIXELS, MAX_STORED_WIDTH } from "@shared/showcase/image-limits";
import { DecodeBusy, decodeTimeoutMs, inDecodeTurn } from "./decode-gate";
import { heicPixelsInWorker } from "./heic-pixels";

// every photo is decoded once: libvips' operation cache would only hold on to memory between uploads
sharp.cache(false);

/** A photo the pipeline would not take; its message names what is wrong, for the person who sent it. */
export class ImageRefused extends Error {
  override name = "ImageRefused";
  constructor(
    message: string,
    /** 415 for a file that is no photo we read, 400 for a photo we will not take, 503 when the server is too busy */
    readonly status: 400 | 415 | 503,
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

/**
 * The formats we take, as file-type names them and as libvips must read them: both readers must agree, so a file
 * cannot pass the check as one format and be decoded as another (AVIF and HEIC are both HEIF to libvips, told apart
 * by their compression).
 */
const ACCEPTED: Record<string, { format: string; compression?: string }> = {
  jpg: { format: "jpeg" },
  png: { format: "png" },
  webp: { format: "webp" },
  avif: { format: "heif", compression: "av1" },
  heic: { format: "heif", compression: "hevc" },
};
const NOT_A_PHOTO = "is not a photo we can use: please send a JPEG, PNG, WebP, HEIC or AVIF image";

/** What a photo's bytes say it is, whatever its name says: JPEG, PNG, WebP, AVIF or HEIC, or a refusal. */
async function acceptedType(input: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED[type.ext]) throw new ImageRefused(NOT_A_PHOTO, 415);
  return type.ext;
}

/** Whether libvips reads the file as the format file-type found in it. */
export function formatsAgree(ext: string, metadata: Pick<Metadata, "format" | "compression">): boolean {
  const expected = ACCEPTED[ext];
  return (
    expected !== undefined &&
    metadata.format === expected.format &&
    (!expected.compression || metadata.compression === expected.compression)
  );
}

const refuseLarge = (width: number, height: number, maxPixels: number) => {
  if (width * height > maxPixels) {
    throw new ImageRefused(
      `is ${Math.round((width * height) / 1e6)} megapixels; photos of up to ${maxPixels / 1e6} megapixels are accepted`,
      400,
    );
  }
};

/** sharp's own time limit, in whole seconds (at least one), so libvips stops a decode past the deadline. */
const sharpSeconds = () => ({ seconds: Math.max(1, Math.ceil(decodeTimeoutMs() / 1000)) });

/**
 * HEIC (an iPhone's photos) is HEVC inside, which the prebuilt libvips cannot decode; libheif (WebAssembly, in a
 * worker thread of its own) decodes it to pixels, which sharp takes from there. The size is read before a pixel is
 * decoded.
 */
async function heicPixels(input: Buffer, maxPixels: number): Promise<Sharp> {
  const answer = await heicPixelsInWorker(input, maxPixels, decodeTimeoutMs());
  if ("timedOut" in answer) throw new DecodeBusy("timeout");
  if ("unreadable" in answer) throw new ImageRefused("could not be read as a photo: it may be damaged or cut short", 400);
  if ("empty" in answer) throw new ImageRefused("holds no picture", 400);
  if ("tooLarge" in answer) {
    refuseLarge(answer.tooLarge.width, answer.tooLarge.height, maxPixels);
    throw new ImageRefused("is too large", 400);
  }
  const { width, height, pixels } = answer;
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width, height, channels: 4 } }).timeout(
    sharpSeconds(),
  );
}

/**
 * The checks that need no decoding: what the bytes are, that both readers agree, and the size the header claims (a
 * photo claiming more pixels than we take is refused before it is decoded: the decompression bomb).
 */
export async function checkPhotoHeader(input: Buffer, maxPixels: number): Promise<{ ext: string; width: number; height: number }> {
  const ext = await acceptedType(input);
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused("could not be read as a photo: it may be damaged or cut short", 400);
  }
  if (!formatsAgree(ext, metadata)) throw new ImageRefused(NOT_A_PHOTO, 415);
  refuseLarge(metadata.width ?? 0, metadata.height ?? 0, maxPixels);
  return { ext, width: metadata.width ?? 0, height: metadata.height ?? 0 };
}

/** The decoded photo, upright (its EXIF orientation applied), after the checks that need no decoding. */
async function openUpright(input: Buffer, maxPixels: number): Promise<Sharp> {
  const { ext } = await checkPhotoHeader(input, maxPixels);
  if (ext === "heic") return heicPixels(input, maxPixels);
  // a cut-short file fails instead of being filled with grey
  return sharp(input, { limitInputPixels: maxPixels, failOn: "truncated" }).timeout(sharpSeconds()).rotate();
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
  /** the most pixels taken (a homeowner's photo: MAX_HOMEOWNER_PIXELS); MAX_IMAGE_PIXELS when left out */
  maxPixels?: number;
}

export const THUMBNAIL_WIDTH = 480;

/**
 * The one image pipeline, for every photo the site takes in: checked by its content, decoded, turned
 * upright, its EXIF (the camera, the time, the GPS position) left behind, re-encoded at most
 * MAX_STORED_WIDTH wide, with its derivatives and its size. Throws ImageRefused for a file it will not take.
 */
export async function processImage(input: Buffer, options: ProcessOptions): Promise<ProcessedImage> {
  try {
    return await inDecodeTurn(() => decodeAndEncode(input, options));
  } catch (err) {
    if (!(err instanceof DecodeBusy)) throw err;
    throw new ImageRefused(
      err.reason === "queue"
        ? "could not be read now: we are busy with other photos. Please try again in a minute."
        : "took too long to read. Please try again, or send a smaller photo.",
      503,
    );
  }
}

async function decodeAndEncode(input: Buffer, { variants, maxPixels = MAX_IMAGE_PIXELS }: ProcessOptions): Promise<ProcessedImage> {
  const upright = await openUpright(input, maxPixels);
  let master: ImageFile;
  try {
    master = await encode(upright, MAX_STORED_WIDTH, "jpeg");
  } catch (err) {
    if (err instanceof ImageRefused) throw err;
    if (err instanceof Error && /timeout/i.test(err.message)) throw new DecodeBusy("timeout");
    throw new ImageRefused("could not be read as a photo: it may be damaged or cut short", 400);
  }
  const { height } = await sharp(master.data).metadata();
  const widths =
    variants === "all" ? [...IMAGE_WIDTHS.filter((w) => w < master.width), master.width] : [Math.min(THUMBNAIL_WIDTH, master.width)];
  const formats: ImageFile["format"][] = variants === "all" ? ["avif", "webp"] : ["webp"];
  // derivatives come from the master, so every one has exactly its pixels
  const source = sharp(master.data).timeout(sharpSeconds());
  const files = await Promise.all(widths.flatMap((width) => formats.map((format) => encode(source, width, format))));
  return {
    hash: createHash("sha256").update(master.data).digest("hex").slice(0, 16),
    width: master.width,
    height: height ?? 0,
    master,
    variants: files,
  };
}
