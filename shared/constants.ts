import { optionsOf } from "./options";
/** Facts of the specification that both the forms and the server rely on (spec sections 3, 5 and 9). */

export const SERVICE_OPTIONS = [
  "Concrete Sleeper Retaining Wall",
  "Composite Sleeper Retaining Wall",
  "Timber Sleeper Retaining Wall",
  "Timber Fencing",
  "Colorbond Fencing",
  "Aluminium Fencing",
] as const;

export const MAX_SERVICES = 2;
/** Selected services are stored as one string, joined by a comma and a space. */
export const SERVICE_SEPARATOR = ", ";

// Each list is marked pure: the pages' inline entry is bundled by esbuild, which does not follow optionsOf's own
// mark, and would otherwise carry these lists (it imports this file for the header's height)
export const LENGTH_OPTIONS = /* @__PURE__ */ optionsOf({
  "under-10m": "Under 10 metres",
  "10-30m": "10-30 metres",
  "over-30m": "Over 30 metres",
  "not-sure": "Not sure",
});

export const TIMELINE_OPTIONS = /* @__PURE__ */ optionsOf({
  "within-1-month": "Within 1 month",
  "1-3-months": "1-3 months",
  "3-6-months": "3-6 months",
  "just-researching": "Just researching",
});

export const BUDGET_OPTIONS = /* @__PURE__ */ optionsOf({
  "under-5k": "Under $5,000",
  "5k-10k": "$5,000 - $10,000",
  "10k-20k": "$10,000 - $20,000",
  "over-20k": "Over $20,000",
});

export const AD_SERVICE_OPTIONS = /* @__PURE__ */ optionsOf({
  "retaining-walls": "Retaining Walls",
  fencing: "Fencing",
  both: "Both",
});

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

/** Upper bounds on what a visitor may send; the database declares none (design.md, API conventions). */
export const TEXT_LIMITS = {
  name: 100,
  phone: 30,
  email: 254,
  location: 120,
  service: 200,
  shortText: 200,
  url: 500,
  message: 5000,
  reviewText: 5000,
  notes: 5000,
  username: 100,
  password: 200,
} as const;

export const HOME_REVIEWS_LIMIT = 6;
export const REVIEW_PLACEHOLDER_COUNT = 3;
export const ADMIN_REVIEW_TEXT_LIMIT = 150;

export const HEADER_SCROLL_OFFSET_PX = 64;
export const HASH_SCROLL_DELAY_MS = 100;
export const TIMBER_SLIDE_INTERVAL_MS = 3000;
export const COLORBOND_SLIDE_INTERVAL_MS = 3500;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
