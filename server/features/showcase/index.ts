export { showcaseRouter } from "./showcase.router";
export { createSiteContentCache } from "./site-content";
export type { SiteContentCache, SiteContentSnapshot } from "./site-content";
export { showcaseImageSettled } from "./image-settled";
