import { slotImage } from "@shared/showcase/site-photo-slots";

export const retainingWallsHeroImage = slotImage("retaining-walls/hero-engineered-wall");
