export interface ImageAsset {
  /** path under client/public; a business swaps in its own photo under the same name */
  src: string;
  alt: string;
  width: number;
  height: number;
}

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
  images: ImageAsset[];
}

export interface ColorbondFencing extends FencingType {
  /** how many colours the Colorbond fencing range offers, e.g. "20+" */
  colourCount: string;
  profiles: NamedDescription[];
  brochure: { href: string; fileName: string; label: string };
}

export interface TimberFencing extends FencingType {
  styles: NamedDescription[];
}
