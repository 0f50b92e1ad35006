import { ROUTE_PATHS, type RouteKey } from "../route-paths";
import type { BreadcrumbItem } from "./structured-data";

/** The name each inner public page carries in its breadcrumb trail (Home / <page>). */
export const BREADCRUMB_NAMES = {
  gallery: "Project Gallery",
  retainingWalls: "Retaining Wall Projects",
  fencing: "Fencing Projects",
  faq: "FAQ",
  shareExperience: "Share Your Experience",
  privacyPolicy: "Privacy Policy",
  estimate: "Instant Estimate",
} as const satisfies Partial<Record<RouteKey, string>>;

export type BreadcrumbPage = keyof typeof BREADCRUMB_NAMES;

const HOME: BreadcrumbItem = { name: "Home", url: "/" };

/** Home / <page> for a page that has a breadcrumb, else undefined. */
export function breadcrumbTrail(path: string): BreadcrumbItem[] | undefined {
  const key = (Object.keys(BREADCRUMB_NAMES) as BreadcrumbPage[]).find((k) => ROUTE_PATHS[k].path === path);
  return key ? [HOME, { name: BREADCRUMB_NAMES[key], url: ROUTE_PATHS[key].path }] : undefined;
}
