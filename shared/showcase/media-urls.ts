import type { ImageWidthFormat } from "./site-content";

/**
 * The URLs of a public photo's files, named by its content's hash: a new photo is a new URL, so each can be
 * cached for a year. `/media/<key>.jpg` is the master, `/media/<key>-<width>.<avif|webp>` a derivative.
 */
export const MEDIA_PATH = "/media/";

export const masterUrl = (key: string) => `${MEDIA_PATH}${key}.jpg`;
export const variantUrl = (key: string, width: number, format: ImageWidthFormat) => `${MEDIA_PATH}${key}-${width}.${format}`;

/** A /media file name read back: the photo's key, and the width and format of a derivative (none for the master). */
export function parseMediaName(name: string): { key: string; width?: number; format: "jpeg" | ImageWidthFormat } | undefined {
  const match = /^([0-9a-f]{16})(?:-(\d{2,5})\.(avif|webp)|\.jpg)$/.exec(name);
  if (!match) return undefined;
  const [, key, width, format] = match;
  return format ? { key: key!, width: Number(width), format: format as ImageWidthFormat } : { key: key!, format: "jpeg" };
}

/** Where a public photo's file is kept in the file store: the same name as its URL. */
export const mediaFileKey = (name: string) => `media/${name}`;

/** The `<source>` elements of an uploaded photo's `<picture>`, AVIF first; none for a drawing. */
export function pictureSources(image: { key?: string; widths?: readonly number[] }): { type: string; srcset: string }[] {
  if (!image.key || !image.widths?.length) return [];
  const srcset = (format: ImageWidthFormat) =>
    image.widths!.map((width) => `${variantUrl(image.key!, width, format)} ${width}w`).join(", ");
  return [
    { type: "image/avif", srcset: srcset("avif") },
    { type: "image/webp", srcset: srcset("webp") },
  ];
}
