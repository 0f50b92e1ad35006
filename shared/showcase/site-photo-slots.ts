import type { ShownImage } from "./site-content";

/**
 * Every photo slot of the public pages that staff can fill from /admin ("Site photos"), with the drawing the
 * site ships as its fallback: the one place the slots' pictures and their alt text are defined. The pages'
 * content modules name their pictures by these keys; the server takes a replacement only for a key listed here.
 */
export interface SitePhotoSlot {
  /** the page it is on, as /admin groups the slots */
  page: string;
  /** where on the page */
  label: string;
  drawing: { src: string; alt: string; width: number; height: number };
}

export const SITE_PHOTO_SLOTS = {
  "home/hero-retaining-wall": { page: "Home", label: "Hero", drawing: { src: "/images/home/hero-retaining-wall.svg", alt: "A finished concrete sleeper retaining wall with steel posts and a Colorbond fence above a levelled backyard lawn", width: 960, height: 720 } },
  "home/service-retaining-walls": { page: "Home", label: "Service card: retaining walls", drawing: { src: "/images/home/service-retaining-walls.svg", alt: "Grey concrete sleeper retaining wall between galvanised steel posts, with a lawn terrace above", width: 640, height: 420 } },
  "home/service-fencing": { page: "Home", label: "Service card: fencing", drawing: { src: "/images/home/service-fencing.svg", alt: "New Colorbond steel boundary fence in a dark grey colour along a backyard garden bed", width: 640, height: 420 } },
  "home/service-new-home": { page: "Home", label: "Service card: new home construction", drawing: { src: "/images/home/service-new-home.svg", alt: "A new house under construction with a freshly built retaining wall and boundary fence along the block", width: 640, height: 420 } },
  "retaining-walls/hero-engineered-wall": { page: "Retaining walls", label: "Hero", drawing: { src: "/images/retaining-walls/hero-engineered-wall.svg", alt: "Stepped charcoal concrete sleeper retaining wall terracing a sloping backyard below a house", width: 640, height: 400 } },
  "retaining-walls/concrete-sleeper-wall": { page: "Retaining walls", label: "Wall type: concrete", drawing: { src: "/images/retaining-walls/concrete-sleeper-wall.svg", alt: "Grey concrete sleeper retaining wall with steel posts holding up a raised lawn", width: 640, height: 400 } },
  "retaining-walls/timber-sleeper-wall": { page: "Retaining walls", label: "Wall type: timber", drawing: { src: "/images/retaining-walls/timber-sleeper-wall.svg", alt: "Low treated pine timber sleeper retaining wall edging a raised garden bed", width: 640, height: 400 } },
  "retaining-walls/composite-sleeper-wall": { page: "Retaining walls", label: "Wall type: composite", drawing: { src: "/images/retaining-walls/composite-sleeper-wall.svg", alt: "Brown composite sleeper retaining wall framing a landscaped garden terrace", width: 640, height: 400 } },
  "retaining-walls/classic-natural-grey": { page: "Retaining walls", label: "Classic range, photo 1", drawing: { src: "/images/retaining-walls/classic-natural-grey.svg", alt: "Natural grey smooth-face concrete sleeper wall along a side boundary", width: 640, height: 400 } },
  "retaining-walls/classic-sandstone": { page: "Retaining walls", label: "Classic range, photo 2", drawing: { src: "/images/retaining-walls/classic-sandstone.svg", alt: "Sandstone-textured concrete sleeper wall below a garden bed of shrubs", width: 640, height: 400 } },
  "retaining-walls/classic-charcoal-stepped": { page: "Retaining walls", label: "Classic range, photo 3", drawing: { src: "/images/retaining-walls/classic-charcoal-stepped.svg", alt: "Charcoal concrete sleeper wall stepping down a sloping backyard", width: 640, height: 400 } },
  "retaining-walls/classic-woodgrain": { page: "Retaining walls", label: "Classic range, photo 4", drawing: { src: "/images/retaining-walls/classic-woodgrain.svg", alt: "Woodgrain-finish concrete sleepers retaining a new lawn behind a house", width: 640, height: 400 } },
  "retaining-walls/classic-two-tier": { page: "Retaining walls", label: "Classic range, photo 5", drawing: { src: "/images/retaining-walls/classic-two-tier.svg", alt: "Two-tier grey concrete sleeper wall with a planted terrace between the tiers", width: 640, height: 400 } },
  "retaining-walls/classic-driveway": { page: "Retaining walls", label: "Classic range, photo 6", drawing: { src: "/images/retaining-walls/classic-driveway.svg", alt: "Concrete sleeper retaining wall running beside a concrete driveway", width: 640, height: 400 } },
  "retaining-walls/premium-charcoal-pool": { page: "Retaining walls", label: "Premium Sealed range, photo 1", drawing: { src: "/images/retaining-walls/premium-charcoal-pool.svg", alt: "Sealed charcoal concrete sleeper wall framing a backyard pool terrace", width: 640, height: 400 } },
  "retaining-walls/premium-sandstone-entertaining": { page: "Retaining walls", label: "Premium Sealed range, photo 2", drawing: { src: "/images/retaining-walls/premium-sandstone-entertaining.svg", alt: "Sealed sandstone-tone sleeper wall lining a paved entertaining area", width: 640, height: 400 } },
  "retaining-walls/premium-woodgrain-garden": { page: "Retaining walls", label: "Premium Sealed range, photo 3", drawing: { src: "/images/retaining-walls/premium-woodgrain-garden.svg", alt: "Sealed woodgrain concrete sleepers around a raised vegetable garden", width: 640, height: 400 } },
  "retaining-walls/premium-slate-front-yard": { page: "Retaining walls", label: "Premium Sealed range, photo 4", drawing: { src: "/images/retaining-walls/premium-slate-front-yard.svg", alt: "Sealed slate-grey concrete sleeper wall across a front yard garden", width: 640, height: 400 } },
  "fencing/hero-colorbond-fence": { page: "Fencing", label: "Hero", drawing: { src: "/images/fencing/hero-colorbond-fence.svg", alt: "Charcoal Colorbond fence with a matching gate beside a house and garden", width: 640, height: 400 } },
  "fencing/colorbond-smartascreen-charcoal": { page: "Fencing", label: "Colorbond slideshow, photo 1", drawing: { src: "/images/fencing/colorbond-smartascreen-charcoal.svg", alt: "Charcoal Colorbond Smartascreen fence along a backyard boundary with a lawn in front", width: 640, height: 400 } },
  "fencing/colorbond-neetascreen-light": { page: "Fencing", label: "Colorbond slideshow, photo 2", drawing: { src: "/images/fencing/colorbond-neetascreen-light.svg", alt: "Light grey Colorbond Neetascreen fence behind a garden bed of shrubs", width: 640, height: 400 } },
  "fencing/colorbond-green-gate": { page: "Fencing", label: "Colorbond slideshow, photo 3", drawing: { src: "/images/fencing/colorbond-green-gate.svg", alt: "Dark green Colorbond fence with a matching pedestrian gate beside a house", width: 640, height: 400 } },
  "fencing/timber-butted": { page: "Fencing", label: "Timber slideshow, photo 1", drawing: { src: "/images/fencing/timber-butted.svg", alt: "Butted timber paling fence with palings fixed edge to edge along a side boundary", width: 640, height: 400 } },
  "fencing/timber-lapped-capped": { page: "Fencing", label: "Timber slideshow, photo 2", drawing: { src: "/images/fencing/timber-lapped-capped.svg", alt: "Lapped and capped timber fence with overlapping palings and a capping rail along the top", width: 640, height: 400 } },
  "fencing/timber-good-neighbour": { page: "Fencing", label: "Timber slideshow, photo 3", drawing: { src: "/images/fencing/timber-good-neighbour.svg", alt: "Good neighbour timber fence with palings fixed on alternating sides of the rails", width: 640, height: 400 } },
  "fencing/timber-spaced-palings": { page: "Fencing", label: "Timber slideshow, photo 4", drawing: { src: "/images/fencing/timber-spaced-palings.svg", alt: "Spaced paling timber fence with gaps between the palings showing the garden behind", width: 640, height: 400 } },
  "fencing/aluminium-pool-fence": { page: "Fencing", label: "Aluminium fencing", drawing: { src: "/images/fencing/aluminium-pool-fence.svg", alt: "Black aluminium tubular pool fence around a backyard swimming pool", width: 640, height: 400 } },
  "brochures/colorbond-fence-colour-chart": { page: "Fencing", label: "Colorbond colour chart (brochure download)", drawing: { src: "/brochures/colorbond-fence-colour-chart.svg", alt: "Colorbond fence colour chart", width: 800, height: 1180 } },
  "ads/concrete-sleeper-wall": { page: "Google Ads page", label: "Recent project 1: Concrete sleeper retaining wall", drawing: { src: "/images/ads/concrete-sleeper-wall.svg", alt: "Charcoal concrete sleeper retaining wall with steel posts holding up a level backyard lawn", width: 640, height: 400 } },
  "ads/tiered-composite-wall": { page: "Google Ads page", label: "Recent project 2: Tiered composite retaining wall", drawing: { src: "/images/ads/tiered-composite-wall.svg", alt: "Two-tier timber-look composite retaining wall with garden beds on each level", width: 640, height: 400 } },
  "ads/colorbond-fence": { page: "Google Ads page", label: "Recent project 3: Colorbond boundary fence", drawing: { src: "/images/ads/colorbond-fence.svg", alt: "New grey Colorbond boundary fence along a suburban backyard", width: 640, height: 400 } },
} as const satisfies Record<string, SitePhotoSlot>;

export type SitePhotoSlotKey = keyof typeof SITE_PHOTO_SLOTS;

export const isSitePhotoSlot = (key: string): key is SitePhotoSlotKey => Object.hasOwn(SITE_PHOTO_SLOTS, key);

/** A slot's picture as the content modules hold it: the drawing, and the slot whose replacement may take its place. */
export interface SlotImage extends ShownImage {
  slot: SitePhotoSlotKey;
}

export const slotImage = (slot: SitePhotoSlotKey): SlotImage => ({ slot, ...SITE_PHOTO_SLOTS[slot].drawing });

/** GET /api/site-photos: every slot, where it is, its drawing, and the photo that replaced it (or null). */
export interface SitePhotoSlotState {
  slot: SitePhotoSlotKey;
  page: string;
  label: string;
  drawing: ShownImage;
  current: ShownImage | null;
  updatedAt: string | null;
}
