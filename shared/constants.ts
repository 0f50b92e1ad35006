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

export const LENGTH_OPTIONS = [
  { value: "under-10m", label: "Under 10 metres" },
  { value: "10-30m", label: "10-30 metres" },
  { value: "over-30m", label: "Over 30 metres" },
  { value: "not-sure", label: "Not sure" },
] as const;

export const TIMELINE_OPTIONS = [
  { value: "within-1-month", label: "Within 1 month" },
  { value: "1-3-months", label: "1-3 months" },
  { value: "3-6-months", label: "3-6 months" },
  { value: "just-researching", label: "Just researching" },
] as const;

export const BUDGET_OPTIONS = [
  { value: "under-5k", label: "Under $5,000" },
  { value: "5k-10k", label: "$5,000 - $10,000" },
  { value: "10k-20k", label: "$10,000 - $20,000" },
  { value: "over-20k", label: "Over $20,000" },
] as const;

export const AD_SERVICE_OPTIONS = [
  { value: "retaining-walls", label: "Retaining Walls" },
  { value: "fencing", label: "Fencing" },
  { value: "both", label: "Both" },
] as const;

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
