import type { SlotImage } from "@shared/showcase/slot-image";

export interface NamedDescription {
  name: string;
  description: string;
}

export interface FencingType {
  id: "colorbond" | "timber" | "aluminium";
  name: string;
  summary: string;
  features: string[];
  idealFor: string;
  images: SlotImage[];
}

export interface ColorbondFencing extends FencingType {
  /** how many colours the Colorbond fencing range offers, e.g. "20+" */
  colourCount: string;
  profiles: NamedDescription[];
  /** the colour chart: its picture (a site photo slot), the name it downloads as (without extension), the link text */
  brochure: { image: SlotImage; fileName: string; label: string };
}

export interface TimberFencing extends FencingType {
  styles: NamedDescription[];
}
