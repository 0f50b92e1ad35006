import { slotImage } from "@shared/showcase/slot-image";

export const retainingWallsHeroImage = slotImage("retaining-walls/hero-engineered-wall");
