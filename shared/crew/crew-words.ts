/** The crew app's fixed vocabulary: job kinds with their checklist templates, op types, uncharged reasons, limits. */

export const JOB_KINDS = ["retaining-wall", "fence", "pool-fence"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_KIND_LABELS: Record<JobKind, string> = {
  "retaining-wall": "Retaining wall",
  fence: "Fence",
  "pool-fence": "Pool fence",
};

export const CREW_OP_TYPES = ["clock-on", "clock-off", "check", "material", "note", "stage-done"] as const;
export type CrewOpType = (typeof CREW_OP_TYPES)[number];

/** Time on site the homeowner is not charged for; the Owner may add reasons of their own. */
export const BUILT_IN_UNCHARGED_REASONS = {
  travel: "Travel",
  rework: "Rework",
  weather: "Weather",
  "toolbox-talk": "Toolbox talk",
} as const;

/** A phone's time may run this far ahead of the server's before an op is refused (its clock is wrong). */
export const MAX_CLOCK_AHEAD_MS = 10 * 60 * 1000;
/** Work older than this is refused: a phone that kept an op this long has lost track of it. */
export const MAX_OP_AGE_MS = 14 * 24 * 60 * 60 * 1000;
export const MAX_OPS_PER_SYNC = 200;
/** Today and the next 6 working days. */
export const CREW_DAYS_AHEAD = 6;
/** The longest side of a photo the phone sends: it shrinks a larger one before queueing it. */
export const CREW_PHOTO_MAX_SIDE = 2560;
export const MAX_CHECKLIST_ITEMS = 40;

export const CLOCK_AHEAD_MESSAGE = "Your phone's clock is ahead: set it to the network time and send again";
export const TOO_OLD_MESSAGE = "This change is more than 14 days old, so it was not recorded: tell the office";

const KIND_OF_SERVICE: Record<string, JobKind> = {
  "Concrete Sleeper Retaining Wall": "retaining-wall",
  "Composite Sleeper Retaining Wall": "retaining-wall",
  "Timber Sleeper Retaining Wall": "retaining-wall",
  "Timber Fencing": "fence",
  "Colorbond Fencing": "fence",
  "Aluminium Fencing": "pool-fence",
  // an ad lead's choices
  "retaining-walls": "retaining-wall",
  both: "retaining-wall",
  fencing: "fence",
};

/** A job's kind from its lead's service: the first service named decides (sleeper walls, timber and Colorbond, aluminium). */
export function jobKindOfService(service: string): JobKind | null {
  return KIND_OF_SERVICE[service.split(", ")[0]!.trim()] ?? null;
}

/** What a crew gets ready for a stage when the office wrote nothing of its own. */
export const USUAL_PREPARATION: Record<JobKind | "other", string> = {
  "retaining-wall":
    "Sleepers, posts, concrete, ag pipe, drainage gravel and geofabric as quoted; the Before You Dig plans; the laser level.",
  fence: "Posts, rails, sheets or palings, post-mix and fixings as quoted; the Before You Dig plans; a string line.",
  "pool-fence": "Panels, posts, the gate and its hardware, and post-mix as quoted; the Before You Dig plans; a tape to check 1,200 mm.",
  other: "The materials as quoted, and the Before You Dig plans.",
};
