import type { ImgHTMLAttributes } from "react";
import { pictureSources } from "@shared/showcase/media-urls";
import type { ShownImage } from "@shared/showcase/site-content";
import type { SlotImage } from "@shared/showcase/slot-image";
import { useShownImage } from "@/lib/site-content";

type SiteImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "srcSet"> & {
  /** a project's photo, or a slot's picture (the photo staff put there, else its drawing) */
  image: ShownImage | SlotImage;
  /** how wide it shows, for the browser to pick a file: "(min-width: 1024px) 400px, 100vw" */
  sizes: string;
  /** the page's largest picture on the first screen: loaded at once, first */
  priority?: boolean;
};

/**
 * A picture of the site: an uploaded photo as a `<picture>` with AVIF and WebP at each width (the browser takes
 * the smallest that fills `sizes`), a drawing as a plain image; either with its own width and height, so its
 * space is kept while it loads, and lazy unless it is the `priority` one.
 */
export function SiteImage({ image: given, sizes, priority = false, ...img }: SiteImageProps) {
  const image = useShownImage(given);
  const loading = priority ? "eager" : (img.loading ?? "lazy");
  const element = (
    <img
      {...img}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding={priority ? "sync" : "async"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
    />
  );
  const sources = pictureSources(image);
  if (sources.length === 0) return element;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {element}
    </picture>
  );
}
