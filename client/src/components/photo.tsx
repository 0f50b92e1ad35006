import type { ImgHTMLAttributes } from "react";
import { getClientConfig } from "@/lib/client-config";

type PhotoProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; sizes: string };

/**
 * An image named in the content data. When the build made AVIF and WebP variants of a photo with the
 * same name (scripts/photo-pipeline.mjs), it becomes a <picture> with srcset and the photo's own size;
 * otherwise the placeholder itself is shown.
 */
export function Photo({ sizes, ...img }: PhotoProps) {
  const base = img.src.replace(/\.[a-z0-9]+$/i, "");
  const photo = getClientConfig().photos?.[base];
  if (!photo) return <img {...img} />;
  const srcSet = (format: string) => photo.widths.map((w) => `${base}-${w}.${format} ${w}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img {...img} src={`${base}-${photo.widths.at(-1)}.webp`} width={photo.width} height={photo.height} />
    </picture>
  );
}
