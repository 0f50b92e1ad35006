import type { Json } from "../api-types";
import type { Project } from "../schema";
import type { ShownImage } from "./site-content";

/** A project's photo as staff work on it: the picture, with the id its delete route takes. */
export interface StaffProjectPhoto extends ShownImage {
  id: number;
  /** "processing" until the task queue has made its sizes; a photo shows on the website once "ready" */
  status: "ready" | "processing" | "failed";
}

/** GET /api/projects?all=1 (staff): every project, drafts included, in the gallery's order. */
export interface StaffProject extends Project {
  /** the suburb and its region, as the public cards say it */
  location: string;
  photos: StaffProjectPhoto[];
}

/** A project as JSON: GET /api/projects?all=1's rows, and what POST and PATCH /api/projects answer. */
export type StaffProjectRow = Json<StaffProject>;

/** POST /api/projects/:id/photos answers the stored photo with the `<source>` sets a page gives it. */
export interface UploadedProjectPhoto {
  id: number;
  width: number;
  height: number;
  src: string;
  alt: string;
  sources: { type: string; srcset: string }[];
  status: StaffProjectPhoto["status"];
}
