import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteKey } from "@shared/routes";

/**
 * Path -> page. Paths, titles and descriptions live in shared/routes.ts (the server renders the same
 * heads). Every page is its own chunk, so a homeowner never downloads staff or golf code.
 */
export const pages: Record<RouteKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import("@/features/marketing/pages/home-page")),
  gallery: lazy(() => import("@/features/marketing/pages/gallery-page")),
  retainingWalls: lazy(() => import("@/features/marketing/pages/retaining-walls-page")),
  fencing: lazy(() => import("@/features/marketing/pages/fencing-page")),
  faq: lazy(() => import("@/features/marketing/pages/faq-page")),
  shareExperience: lazy(() => import("@/features/reviews/pages/share-experience-page")),
  privacyPolicy: lazy(() => import("@/features/marketing/pages/privacy-policy-page")),
  adEnquiry: lazy(() => import("@/features/ad-landing/pages/ad-enquiry-page")),
  thankYou: lazy(() => import("@/features/ad-landing/pages/thank-you-page")),
  golfDashboard: lazy(() => import("@/features/golf-dashboard/pages/golf-dashboard-page")),
  golfProducts: lazy(() => import("@/features/golf-products/pages/golf-products-page")),
  golfSuppliers: lazy(() => import("@/features/golf-suppliers/pages/golf-suppliers-page")),
  golfCompetitors: lazy(() => import("@/features/golf-competitors/pages/golf-competitors-page")),
  golfProfitCalculator: lazy(() => import("@/features/golf-profit/pages/golf-profit-page")),
  admin: lazy(() => import("@/features/admin/pages/admin-page")),
  login: lazy(() => import("@/features/auth/pages/login-page")),
};
