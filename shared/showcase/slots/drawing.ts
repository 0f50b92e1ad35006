import type { ShownImage } from "../site-content";

/** A slot's drawing as its page's table holds it; the picture's address comes from the slot's key. */
export interface SlotDrawing {
  alt: string;
  /** 640 x 400 unless given */
  width?: number;
  height?: number;
}

/** "fencing/timber-butted" is /images/fencing/timber-butted.svg; a brochure is under /brochures. */
const drawingSrc = (slot: string) => (slot.startsWith("brochures/") ? `/${slot}.svg` : `/images/${slot}.svg`);

export const drawingOf = (slot: string, { alt, width = 640, height = 400 }: SlotDrawing): ShownImage => ({
  src: drawingSrc(slot),
  alt,
  width,
  height,
});
