/** The fencing page's islands (components/island.tsx): its two slideshows, loaded when they hydrate. */
export const loadTimberPhotosIsland = () => import("./components/fence-photos").then((module) => module.TimberPhotos);
export const loadColorbondPhotosIsland = () => import("./components/fence-photos").then((module) => module.ColorbondPhotos);
