/** The gallery's island (components/island.tsx): its grid, whose pictures open the viewer, loaded when it hydrates. */
export const loadGalleryIsland = () => import("./components/gallery-grid").then((module) => module.GalleryGrid);
