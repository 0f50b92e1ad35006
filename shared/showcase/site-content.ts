export type ImageWidthFormat = "avif" | "webp";

/**
 * A picture as a page shows it: a drawing the site ships (`src` only), or an uploaded photo, whose `key`
 * and derivative `widths` give its AVIF and WebP srcset (shared/showcase/media-urls.ts) and whose `src` is
 * its JPEG master. Width and height are its own, so the page reserves its space.
 */
export interface ShownImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  key?: string;
  widths?: number[];
}

/** A published project as the gallery and the home page show it. */
export interface PublicProject {
  id: number;
  title: string;
  /** the suburb as the service-area list names it */
  suburb: string;
  /** the suburb and its region, as the cards say it: "Carindale, Brisbane" */
  location: string;
  service: string;
  description: string;
  /** ISO date */
  completedOn: string;
  photos: ShownImage[];
}

/** What every server-rendered page is rendered with, and hydrates with: the projects and the replaced site photos. */
export interface SiteContent {
  /** published projects, in the gallery's order */
  projects: PublicProject[];
  /** every photo slot's picture, by slot: the photo staff put there, or its drawing */
  sitePhotos: Record<string, ShownImage>;
}

export const SITE_CONTENT_KEY = ["/api/site-content"] as const;

export const EMPTY_SITE_CONTENT: SiteContent = { projects: [], sitePhotos: {} };

/** The home page's recent projects: the newest by completion date. */
export const HOME_PROJECT_COUNT = 6;
export const newestProjects = (projects: readonly PublicProject[], count = HOME_PROJECT_COUNT) =>
  [...projects].sort((a, b) => b.completedOn.localeCompare(a.completedOn)).slice(0, count);
