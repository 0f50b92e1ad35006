export { GalleryGrid } from "./components/gallery-grid";
