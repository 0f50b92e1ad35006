import { clsx } from "clsx";
import { variantUrl } from "@shared/showcase/media-urls";
import type { ShownImage } from "@shared/showcase/site-content";

/** A public picture at its smallest file (an upload's narrowest WebP, a drawing as it is), for staff lists. */
export function PhotoThumbnail({ image, className }: { image: ShownImage; className?: string }) {
  const src = image.key && image.widths?.length ? variantUrl(image.key, image.widths[0]!, "webp") : image.src;
  return (
    <img
      src={src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={clsx("bg-gray-100 object-cover", className)}
    />
  );
}
