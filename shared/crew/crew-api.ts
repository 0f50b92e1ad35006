import type { TakeoffLine } from "../costs/takeoff";
import type { CrewOpType, JobKind } from "./crew-words";

/** The crew app's answers, as the server sends them and the phone keeps them. None carries money. */

export interface ChecklistItemView {
  id: number;
  text: string;
  photoRequired: boolean;
  /** the phone's time of the earliest tick, ISO 8601; null while unticked */
  checkedAt: string | null;
  /** who ticked it: their first name, else their username */
  checkedBy: string | null;
}

export interface CrewPhotoView {
  photoId: number;
  stage: number;
  itemId: number | null;
  /** "processing" until the task queue has made its thumbnail */
  status: "ready" | "processing" | "failed";
  /** the thumbnail, for the signed-in crew member (and staff) */
  thumbnailUrl: string;
}

export interface CrewJobDay {
  jobId: number;
  reference: string;
  kind: JobKind | null;
  suburb: string;
  address: string;
  mapUrl: string;
  /** the homeowner's first name */
  firstName: string;
  phone: string;
  stage: { stage: number; description: string; doneAt: string | null };
  stages: { stage: number; description: string; doneAt: string | null }[];
  /** what the crew brings and gets ready for the stage */
  prepare: string;
  checklist: ChecklistItemView[];
  photos: CrewPhotoView[];
  /** who is clocked on to the job now, since the phone's time */
  onSite: { userId: number; name: string; since: string }[];
  materials: JobSiteRecord["materials"];
  /** what the job's accepted quote needs, from the take-off: the list "materials used" picks from (a week kept on a
   * phone before it was sent has none) */
  takeoff?: TakeoffLine[];
  notes: JobSiteRecord["notes"];
  crewId: number;
  crewName: string;
  members: { id: number; name: string }[];
  signedOff: boolean;
  /** the paperwork the crew carries: the Before You Dig enquiry and its plans, and the stage whose clock-on asks for
   * the safe work method statement first (a week kept on a phone before it was sent has none) */
  compliance?: CrewCompliance;
}

export interface CrewCompliance {
  byda: { reference: string; validUntil: string; plansUrl: string | null } | null;
  swmsStage: number | null;
}

/** GET /api/crew/days: today and the next 6 working days, Brisbane time. */
export interface CrewDays {
  days: { day: string; jobs: CrewJobDay[] }[];
  /** the reasons a clock-off may carry for uncharged time: the built-in ones and the Owner's */
  unchargedReasons: { key: string; label: string }[];
  me: { id: number; name: string };
}

export type CrewOpStatus = "applied" | "duplicate" | "refused";

/** POST /api/crew/sync: one result per op, in the order sent. */
export interface CrewSyncAnswer {
  results: { opId: string; status: CrewOpStatus; message: string }[];
}

/** POST /api/crew/photos */
export interface CrewPhotoAnswer {
  photoId: number;
}

/** POST /api/crew/jobs/:jobId/sign-off */
export interface SignOffAnswer {
  sha256: string;
  pdfUrl: string;
}

/** GET /api/checklists */
export interface ChecklistTemplates {
  templates: { kind: JobKind; label: string; items: { text: string; photoRequired: boolean }[]; updatedAt: string | null }[];
  unchargedReasons: { key: string; label: string; builtIn: boolean }[];
}

/** What the office sees of a job's days on site (GET /api/jobs/:id), every time the phone's, ISO 8601. */
export interface JobSiteRecord {
  timeEntries: { userId: number; name: string; stage: number; on: string; off: string | null; unchargedReason: string | null }[];
  checklist: ChecklistItemView[];
  materials: { item: string; quantity: number; unit: string; at: string; by: string }[];
  notes: { stage: number; text: string; at: string; by: string }[];
  sitePhotos: CrewPhotoView[];
  signOff: { sha256: string; pdfUrl: string; signerName: string; at: string; receivedAt: string } | null;
}

export type { CrewOpType };
