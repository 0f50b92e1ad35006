import type { RouteKey } from "./route-paths";

/**
 * The public pages made of islands: static HTML but for the parts a visitor can touch (client/src/components/
 * island.tsx), which hydrate alone from the visitor's first touch, key, scroll or focus; the page's own module never
 * runs in the browser. Any other page hydrates whole. Kept out of route-paths.ts, which every page's shell carries.
 */
const PAGES_OF_ISLANDS: ReadonlySet<RouteKey> = new Set<RouteKey>([
  "home",
  "gallery",
  "retainingWalls",
  "fencing",
  "faq",
  "shareExperience",
  "privacyPolicy",
  "estimate",
  "adEnquiry",
  "thankYou",
]);

export const isMadeOfIslands = (key: RouteKey | undefined): boolean => key !== undefined && PAGES_OF_ISLANDS.has(key);
