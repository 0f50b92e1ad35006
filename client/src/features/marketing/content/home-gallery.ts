import type { ContentImage } from "./types";

export interface HomeGalleryProject {
  title: string;
  location: string;
  image: ContentImage;
}

const image = (name: string, alt: string): ContentImage => ({ src: `/images/home/${name}.svg`, alt, width: 600, height: 450 });

/** Six recent residential projects (spec section 2, Home). */
export const HOME_GALLERY: HomeGalleryProject[] = [
  {
    title: "Concrete Sleeper Retaining Wall",
    location: "Chermside, Brisbane",
    image: image("project-concrete-wall", "Grey concrete sleeper retaining wall with steel posts holding a raised backyard lawn"),
  },
  {
    title: "Colorbond Boundary Fence",
    location: "Buderim, Sunshine Coast",
    image: image("project-colorbond-fence", "Dark grey Colorbond boundary fence along a garden bed"),
  },
  {
    title: "Timber Sleeper Garden Wall",
    location: "The Gap, Brisbane",
    image: image("project-timber-wall", "Timber sleeper retaining wall with a planted garden bed above"),
  },
  {
    title: "Tiered Composite Retaining Walls",
    location: "North Lakes, Moreton Bay",
    image: image("project-tiered-wall", "Two tiers of charcoal composite sleeper retaining walls stepping up a sloping yard"),
  },
  {
    title: "Aluminium Pool Fence",
    location: "Carindale, Brisbane",
    image: image("project-pool-fence", "Black aluminium pool fence with a self-closing gate beside a swimming pool"),
  },
  {
    title: "Lapped & Capped Timber Fence",
    location: "Maroochydore, Sunshine Coast",
    image: image("project-timber-fence", "Lapped and capped timber paling fence with a capping rail along a lawn"),
  },
];
