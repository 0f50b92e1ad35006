import type { BusinessProfile } from "@shared/business-profile";
import { FALLBACK_REVIEWS } from "@shared/content/fallback-reviews";
import { faqItems } from "@shared/content/faq";
import { ROUTES, type RouteMeta } from "@shared/routes";
import { breadcrumbTrail } from "@shared/seo/breadcrumbs";
import {
  type AggregateRating,
  breadcrumbLd,
  faqPageLd,
  type JsonLd,
  localBusinessLd,
  type ReviewForLd,
  reviewsLd,
} from "@shared/seo/structured-data";

export interface StructuredDataContext {
  profile: BusinessProfile;
  rating: AggregateRating;
  /** the newest approved reviews (empty while none is approved) */
  reviews?: readonly ReviewForLd[];
}

/**
 * The JSON-LD blocks each page's HTML carries: the business on every public and ad page, a
 * breadcrumb on inner public pages, the questions on /faq, and the reviews on the home page (the
 * built-in reviews while none is approved, matching what the home page shows).
 */
export function structuredDataForRoute(route: RouteMeta, ctx: StructuredDataContext): JsonLd[] {
  if (route.area !== "public" && route.area !== "ads") return [];
  const blocks: JsonLd[] = [localBusinessLd(ctx.profile, ctx.rating)];

  const trail = route.area === "public" ? breadcrumbTrail(route.path) : undefined;
  if (trail) blocks.push(breadcrumbLd(trail, ctx.profile.siteUrl));

  if (route.path === ROUTES.faq.path) blocks.push(faqPageLd(faqItems(ctx.profile)));

  if (route.path === ROUTES.home.path) {
    const reviews = ctx.reviews?.length ? ctx.reviews : FALLBACK_REVIEWS;
    blocks.push(reviewsLd(ctx.profile, reviews, ctx.rating));
  }
  return blocks;
}
