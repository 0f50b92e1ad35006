import type { ContentImage } from "./types";

/** Where a service card leads: its own page, or a section of the home page. */
export type ServiceCardLink = { kind: "page"; href: string; label: string } | { kind: "section"; section: string; label: string };

export interface ServiceCard {
  title: string;
  description: string;
  image: ContentImage;
  features: string[];
  link: ServiceCardLink;
}

export const SERVICE_CARDS: ServiceCard[] = [
  {
    title: "Retaining Wall Projects",
    description:
      "Engineered retaining walls that hold back soil for good: concrete sleeper, composite and timber sleeper walls designed for Queensland soils and storms.",
    image: {
      src: "/images/home/service-retaining-walls.svg",
      alt: "Grey concrete sleeper retaining wall between galvanised steel posts, with a lawn terrace above",
      width: 640,
      height: 420,
    },
    features: ["Concrete, composite & timber sleepers", "Engineering & certification arranged", "Drainage built in behind every wall"],
    link: { kind: "page", href: "/retaining-walls", label: "Explore retaining walls" },
  },
  {
    title: "Fencing Projects",
    description:
      "Boundary, pool and privacy fencing installed straight and true: Colorbond steel in 20+ colours, classic timber styles and low-maintenance aluminium.",
    image: {
      src: "/images/home/service-fencing.svg",
      alt: "New Colorbond steel boundary fence in a dark grey colour along a backyard garden bed",
      width: 640,
      height: 420,
    },
    features: ["Colorbond, timber & aluminium", "Good-neighbour and privacy styles", "Old fence removal available"],
    link: { kind: "page", href: "/fencing-projects", label: "Explore fencing" },
  },
  {
    title: "New Home Construction",
    description:
      "Building a new home? We coordinate with your builder to deliver site retaining walls and boundary fencing on schedule, from engineering to handover.",
    image: {
      src: "/images/home/service-new-home.svg",
      alt: "A new house under construction with a freshly built retaining wall and boundary fence along the block",
      width: 640,
      height: 420,
    },
    features: ["Builder coordination", "Site cuts and tiered walls", "One team for walls and fences"],
    link: { kind: "section", section: "contact", label: "Talk to us about your build" },
  },
];
