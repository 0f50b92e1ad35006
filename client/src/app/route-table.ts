import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteKey } from "@shared/routes";

/**
 * Path -> page. Paths, titles and descriptions live in shared/routes.ts (the server renders the same
 * heads). Every page is its own chunk, so a homeowner never downloads staff or golf code.
 */
export const pages: Record<RouteKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import("@/pages/public/home-page")),
  gallery: lazy(() => import("@/pages/public/gallery-page")),
  retainingWalls: lazy(() => import("@/pages/public/retaining-walls-page")),
  fencing: lazy(() => import("@/pages/public/fencing-page")),
  faq: lazy(() => import("@/pages/public/faq-page")),
  shareExperience: lazy(() => import("@/pages/public/share-experience-page")),
  privacyPolicy: lazy(() => import("@/pages/public/privacy-policy-page")),
  adEnquiry: lazy(() => import("@/pages/ads/ad-enquiry-page")),
  thankYou: lazy(() => import("@/pages/ads/thank-you-page")),
  golfDashboard: lazy(() => import("@/pages/golf/golf-dashboard-page")),
  golfProducts: lazy(() => import("@/pages/golf/golf-products-page")),
  golfSuppliers: lazy(() => import("@/pages/golf/golf-suppliers-page")),
  golfCompetitors: lazy(() => import("@/pages/golf/golf-competitors-page")),
  golfProfitCalculator: lazy(() => import("@/pages/golf/golf-profit-page")),
  admin: lazy(() => import("@/pages/staff/admin-page")),
  login: lazy(() => import("@/pages/staff/login-page")),
};
