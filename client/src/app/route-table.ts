import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { findRouteKey, type RouteKey } from "@shared/routes";

type PageModule = { default: ComponentType };

/** Pages that read or write through the query client get it with their own code (see lib/with-queries). */
const withQueryClient = (load: () => Promise<PageModule>) => () =>
  Promise.all([load(), import("@/lib/with-queries")]).then(([page, { withQueries }]) => ({ default: withQueries(page.default) }));

/**
 * Path -> page. Paths, titles and descriptions live in shared/routes.ts (the server renders the same
 * heads). Every page is its own chunk, so a homeowner never downloads staff or golf code.
 */
export const pageLoaders: Record<RouteKey, () => Promise<PageModule>> = {
  home: () => import("@/pages/public/home-page"),
  gallery: () => import("@/pages/public/gallery-page"),
  retainingWalls: () => import("@/pages/public/retaining-walls-page"),
  fencing: () => import("@/pages/public/fencing-page"),
  faq: () => import("@/pages/public/faq-page"),
  shareExperience: () => import("@/pages/public/share-experience-page"),
  privacyPolicy: () => import("@/pages/public/privacy-policy-page"),
  adEnquiry: () => import("@/pages/ads/ad-enquiry-page"),
  thankYou: () => import("@/pages/ads/thank-you-page"),
  golfDashboard: withQueryClient(() => import("@/pages/golf/golf-dashboard-page")),
  golfProducts: withQueryClient(() => import("@/pages/golf/golf-products-page")),
  golfSuppliers: withQueryClient(() => import("@/pages/golf/golf-suppliers-page")),
  golfCompetitors: withQueryClient(() => import("@/pages/golf/golf-competitors-page")),
  golfProfitCalculator: withQueryClient(() => import("@/pages/golf/golf-profit-page")),
  admin: withQueryClient(() => import("@/pages/staff/admin-page")),
  login: withQueryClient(() => import("@/pages/staff/login-page")),
};

export const pages = Object.fromEntries(
  Object.entries(pageLoaders).map(([key, load]) => [key, lazy(load)]),
) as Record<RouteKey, LazyExoticComponent<ComponentType>>;

/** A page already loaded, so the first render (server or hydration) never suspends on its chunk. */
export interface InitialPage {
  key: RouteKey;
  Component: ComponentType;
}

export async function loadInitialPage(path: string): Promise<InitialPage | undefined> {
  const key = findRouteKey(path);
  if (!key) return undefined;
  const { default: Component } = await pageLoaders[key]();
  return { key, Component };
}
