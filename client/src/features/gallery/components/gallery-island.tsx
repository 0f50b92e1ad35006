import { Island } from "@/components/island";
import { GalleryGrid } from "./gallery-grid";

/** The published projects: server HTML at once, hydrated alone on approach or first touch so a picture opens the viewer. */
export function GalleryIsland() {
  return (
    <Island name="gallery">
      <GalleryGrid />
    </Island>
  );
}
