import type { SlotImage } from "@shared/showcase/slot-image";

export interface WallType {
  id: "concrete" | "timber" | "composite";
  name: string;
  summary: string;
  features: string[];
  idealFor: string;
  image: SlotImage;
}

export interface ConcreteRange {
  id: "classic" | "premium-sealed";
  name: string;
  description: string;
  highlights: string[];
  photos: SlotImage[];
}

export interface TitledText {
  title: string;
  description: string;
}
