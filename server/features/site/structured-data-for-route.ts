import type { BusinessProfile } from "@shared/business-profile";
import type { RouteMeta } from "@shared/routes";
import { type AggregateRating, type JsonLd, localBusinessLd } from "@shared/seo/structured-data";

export interface StructuredDataContext {
  profile: BusinessProfile;
  rating: AggregateRating;
}

/** The JSON-LD blocks each page's HTML carries. Public and ad pages describe the business. */
export function structuredDataForRoute(route: RouteMeta, ctx: StructuredDataContext): JsonLd[] {
  if (route.area !== "public" && route.area !== "ads") return [];
  return [localBusinessLd(ctx.profile, ctx.rating)];
}
