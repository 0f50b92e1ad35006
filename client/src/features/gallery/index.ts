export { GalleryIsland } from "./components/gallery-island";
export { loadGalleryIsland } from "./islands";
