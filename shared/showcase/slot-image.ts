import type { SitePhotoSlotKey } from "./site-photo-slots";

/**
 * A page's picture as its content names it: only the slot. Every server-rendered page carries each slot's
 * picture (its drawing, or the photo staff put there) in its site content, so no drawing or alt text is in the
 * page's code (lib/site-content.ts reads it).
 */
export interface SlotImage {
  slot: SitePhotoSlotKey;
}

export const slotImage = (slot: SitePhotoSlotKey): SlotImage => ({ slot });
