import { COLORBOND_SLIDE_INTERVAL_MS, TIMBER_SLIDE_INTERVAL_MS } from "@shared/constants";
import { colorbondFencing, timberFencing } from "../content/fencing-types";
import { ImageCarousel } from "./image-carousel";

/** The timber fences' slideshow, as its island hydrates it. */
export function TimberPhotos() {
  return <ImageCarousel images={timberFencing.images} intervalMs={TIMBER_SLIDE_INTERVAL_MS} label="Timber fence photos" />;
}

/** The Colorbond fences' slideshow (its first photo above the fold on a wide screen), as its island hydrates it. */
export function ColorbondPhotos() {
  return <ImageCarousel images={colorbondFencing.images} intervalMs={COLORBOND_SLIDE_INTERVAL_MS} label="Colorbond fence photos" eager />;
}
