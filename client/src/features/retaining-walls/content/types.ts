export interface ImageAsset {
  /** path under client/public; a business swaps in its own photo under the same name */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface WallType {
  id: "concrete" | "timber" | "composite";
  name: string;
  summary: string;
  features: string[];
  idealFor: string;
  image: ImageAsset;
}

export interface ConcreteRange {
  id: "classic" | "premium-sealed";
  name: string;
  description: string;
  highlights: string[];
  photos: ImageAsset[];
}

export interface TitledText {
  title: string;
  description: string;
}
