import type { ImageAsset } from "./types";

/** Every drawing in client/public/images/retaining-walls is 640 x 400. */
export const wallPhoto = (file: string, alt: string): ImageAsset => ({
  src: `/images/retaining-walls/${file}`,
  alt,
  width: 640,
  height: 400,
});

export const retainingWallsHeroImage = wallPhoto(
  "hero-engineered-wall.svg",
  "Stepped charcoal concrete sleeper retaining wall terracing a sloping backyard below a house",
);
