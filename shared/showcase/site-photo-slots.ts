import type { ShownImage } from "./site-content";
import { drawingOf, type SlotDrawing } from "./slots/drawing";
import { AD_LANDING_SLOTS } from "./slots/ads";
import { FENCING_SLOTS } from "./slots/fencing";
import { HOME_SLOTS } from "./slots/home";
import { RETAINING_WALLS_SLOTS } from "./slots/retaining-walls";

/**
 * Every photo slot of the public pages that staff can fill from /admin ("Site photos"). A slot's drawing and
 * alt text live in its page's table under slots/ (a page's code loads its own table only); this module, read
 * by the server and /admin, adds where each slot is, and the server takes a replacement only for a key here.
 */
const DRAWINGS = { ...HOME_SLOTS, ...RETAINING_WALLS_SLOTS, ...FENCING_SLOTS, ...AD_LANDING_SLOTS } satisfies Record<string, SlotDrawing>;

export type SitePhotoSlotKey = keyof typeof DRAWINGS;

/** Where each slot is, as /admin groups and names them. */
const PLACES: Record<SitePhotoSlotKey, { page: string; label: string }> = {
  "home/hero-retaining-wall": { page: "Home", label: "Hero" },
  "home/service-retaining-walls": { page: "Home", label: "Service card: retaining walls" },
  "home/service-fencing": { page: "Home", label: "Service card: fencing" },
  "home/service-new-home": { page: "Home", label: "Service card: new home construction" },
  "retaining-walls/hero-engineered-wall": { page: "Retaining walls", label: "Hero" },
  "retaining-walls/concrete-sleeper-wall": { page: "Retaining walls", label: "Wall type: concrete" },
  "retaining-walls/timber-sleeper-wall": { page: "Retaining walls", label: "Wall type: timber" },
  "retaining-walls/composite-sleeper-wall": { page: "Retaining walls", label: "Wall type: composite" },
  "retaining-walls/classic-natural-grey": { page: "Retaining walls", label: "Classic range, photo 1" },
  "retaining-walls/classic-sandstone": { page: "Retaining walls", label: "Classic range, photo 2" },
  "retaining-walls/classic-charcoal-stepped": { page: "Retaining walls", label: "Classic range, photo 3" },
  "retaining-walls/classic-woodgrain": { page: "Retaining walls", label: "Classic range, photo 4" },
  "retaining-walls/classic-two-tier": { page: "Retaining walls", label: "Classic range, photo 5" },
  "retaining-walls/classic-driveway": { page: "Retaining walls", label: "Classic range, photo 6" },
  "retaining-walls/premium-charcoal-pool": { page: "Retaining walls", label: "Premium Sealed range, photo 1" },
  "retaining-walls/premium-sandstone-entertaining": { page: "Retaining walls", label: "Premium Sealed range, photo 2" },
  "retaining-walls/premium-woodgrain-garden": { page: "Retaining walls", label: "Premium Sealed range, photo 3" },
  "retaining-walls/premium-slate-front-yard": { page: "Retaining walls", label: "Premium Sealed range, photo 4" },
  "fencing/hero-colorbond-fence": { page: "Fencing", label: "Hero" },
  "fencing/colorbond-smartascreen-charcoal": { page: "Fencing", label: "Colorbond slideshow, photo 1" },
  "fencing/colorbond-neetascreen-light": { page: "Fencing", label: "Colorbond slideshow, photo 2" },
  "fencing/colorbond-green-gate": { page: "Fencing", label: "Colorbond slideshow, photo 3" },
  "fencing/timber-butted": { page: "Fencing", label: "Timber slideshow, photo 1" },
  "fencing/timber-lapped-capped": { page: "Fencing", label: "Timber slideshow, photo 2" },
  "fencing/timber-good-neighbour": { page: "Fencing", label: "Timber slideshow, photo 3" },
  "fencing/timber-spaced-palings": { page: "Fencing", label: "Timber slideshow, photo 4" },
  "fencing/aluminium-pool-fence": { page: "Fencing", label: "Aluminium fencing" },
  "brochures/colorbond-fence-colour-chart": { page: "Fencing", label: "Colorbond colour chart (brochure download)" },
  "ads/concrete-sleeper-wall": { page: "Google Ads page", label: "Recent project 1: Concrete sleeper retaining wall" },
  "ads/tiered-composite-wall": { page: "Google Ads page", label: "Recent project 2: Tiered composite retaining wall" },
  "ads/colorbond-fence": { page: "Google Ads page", label: "Recent project 3: Colorbond boundary fence" },
};

export interface SitePhotoSlot {
  /** the page it is on, as /admin groups the slots */
  page: string;
  /** where on the page */
  label: string;
  drawing: ShownImage;
}

export const SITE_PHOTO_SLOTS = Object.fromEntries(
  (Object.keys(DRAWINGS) as SitePhotoSlotKey[]).map((slot) => [slot, { ...PLACES[slot], drawing: drawingOf(slot, DRAWINGS[slot]) }]),
) as Record<SitePhotoSlotKey, SitePhotoSlot>;

export const isSitePhotoSlot = (key: string): key is SitePhotoSlotKey => Object.hasOwn(DRAWINGS, key);

/** GET /api/site-photos: every slot, where it is, its drawing, and the photo that replaced it (or null). */
export interface SitePhotoSlotState {
  slot: SitePhotoSlotKey;
  page: string;
  label: string;
  drawing: ShownImage;
  current: ShownImage | null;
  updatedAt: string | null;
  /** a new photo the server is still making ("processing"), or could not read ("failed"); null when none */
  newPhoto: "processing" | "failed" | null;
}

/** Every slot's drawing, by slot: what pages show where staff put no photo (and while the database is away). */
export const SLOT_DRAWINGS = Object.fromEntries(
  (Object.keys(SITE_PHOTO_SLOTS) as SitePhotoSlotKey[]).map((slot) => [slot, SITE_PHOTO_SLOTS[slot].drawing]),
) as Record<SitePhotoSlotKey, ShownImage>;
