export interface GalleryProject {
  title: string;
  location: string;
  image: { src: string; alt: string; width: number; height: number };
  description: string;
}

const project = (file: string, title: string, location: string, alt: string, description: string): GalleryProject => ({
  title,
  location,
  image: { src: `/images/gallery/${file}`, alt, width: 640, height: 400 },
  description,
});

/** The 9 completed projects of the Project Gallery (spec section 3, Gallery project). */
export const galleryProjects: GalleryProject[] = [
  project(
    "carindale-concrete-wall.svg",
    "Concrete Sleeper Retaining Wall",
    "Carindale, Brisbane",
    "Grey concrete sleeper retaining wall levelling a sloping suburban backyard",
    "A 1.4 metre engineered wall turned a steep backyard into a flat lawn for the kids, with drainage behind every sleeper.",
  ),
  project(
    "buderim-tiered-walls.svg",
    "Tiered Garden Retaining Walls",
    "Buderim, Sunshine Coast",
    "Two tiers of sandstone-coloured concrete sleeper walls with planted terraces on a hillside",
    "Two stepped walls on a steep hillside block create planted terraces instead of one tall, imposing wall.",
  ),
  project(
    "north-lakes-colorbond.svg",
    "Colorbond Boundary Fence",
    "North Lakes, Moreton Bay",
    "Charcoal Colorbond boundary fence running along the back of a new home's yard",
    "A 42 metre charcoal Colorbond boundary fence shared by three neighbours, finished with a matching side gate.",
  ),
  project(
    "ashgrove-timber-garden-beds.svg",
    "Timber Sleeper Garden Beds",
    "Ashgrove, Brisbane",
    "Low hardwood timber sleeper retaining walls forming raised vegetable garden beds",
    "Low hardwood sleeper walls built raised vegetable beds and a level path on a gently sloping Queenslander block.",
  ),
  project(
    "maroochydore-composite-wall.svg",
    "Composite Sleeper Feature Wall",
    "Maroochydore, Sunshine Coast",
    "Brown composite sleeper feature wall edging a coastal garden with palms",
    "A timber-look composite wall near the coast that will never need oiling, framing a new tropical garden.",
  ),
  project(
    "springfield-lakes-timber-fence.svg",
    "Lapped & Capped Timber Fence",
    "Springfield Lakes, Ipswich",
    "Lapped and capped treated pine timber fence with a capping rail along a backyard boundary",
    "Overlapping treated pine palings with a capping rail give full privacy along a busy side boundary.",
  ),
  project(
    "noosa-aluminium-pool-fence.svg",
    "Aluminium Pool Fencing",
    "Noosa Heads, Sunshine Coast",
    "Black aluminium pool fence with a self-closing gate around a backyard swimming pool",
    "Compliant black aluminium pool fencing with a self-closing, self-latching gate, built to the Queensland pool safety standard.",
  ),
  project(
    "cleveland-driveway-wall.svg",
    "Driveway Retaining Wall",
    "Cleveland, Redlands",
    "Charcoal concrete sleeper retaining wall beside a sloping concrete driveway",
    "An engineered wall designed for vehicle loads lets this family widen their driveway on a sloping bayside block.",
  ),
  project(
    "springwood-wall-and-fence.svg",
    "Retaining Wall with Colorbond Fence",
    "Springwood, Logan",
    "Concrete sleeper retaining wall topped with a grey Colorbond fence on a boundary",
    "A boundary retaining wall and Colorbond fence built together in one job, with fence posts engineered into the wall.",
  ),
];
