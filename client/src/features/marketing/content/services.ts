import { slotImage } from "@shared/showcase/slot-image";
import type { SlotImage } from "@shared/showcase/slot-image";

/** Where a service card leads: its own page, or a section of the home page. */
export type ServiceCardLink = { kind: "page"; href: string; label: string } | { kind: "section"; section: string; label: string };

export interface ServiceCard {
  title: string;
  description: string;
  image: SlotImage;
  features: string[];
  link: ServiceCardLink;
}

export const SERVICE_CARDS: ServiceCard[] = [
  {
    title: "Retaining Wall Projects",
    description:
      "Engineered retaining walls that hold back soil for good: concrete sleeper, composite and timber sleeper walls designed for Queensland soils and storms.",
    image: slotImage("home/service-retaining-walls"),
    features: ["Concrete, composite & timber sleepers", "Engineering & certification arranged", "Drainage built in behind every wall"],
    link: { kind: "page", href: "/retaining-walls", label: "Explore retaining walls" },
  },
  {
    title: "Fencing Projects",
    description:
      "Boundary, pool and privacy fencing installed straight and true: Colorbond steel in 20+ colours, classic timber styles and low-maintenance aluminium.",
    image: slotImage("home/service-fencing"),
    features: ["Colorbond, timber & aluminium", "Good-neighbour and privacy styles", "Old fence removal available"],
    link: { kind: "page", href: "/fencing-projects", label: "Explore fencing" },
  },
  {
    title: "New Home Construction",
    description:
      "Building a new home? We coordinate with your builder to deliver site retaining walls and boundary fencing on schedule, from engineering to handover.",
    image: slotImage("home/service-new-home"),
    features: ["Builder coordination", "Site cuts and tiered walls", "One team for walls and fences"],
    link: { kind: "section", section: "contact", label: "Talk to us about your build" },
  },
];
