import { type AggregateRating, FALLBACK_AGGREGATE_RATING } from "@shared/seo/structured-data";
import type { AppDb } from "../../db/client";
import { approvedReviewStats } from "../reviews/reviews.queries";

const TTL_MS = 60_000;

/**
 * The aggregate rating of approved reviews, kept for a minute because every public page's HTML
 * carries it. Approving a review clears it. While none is approved, the built-in 5 from 3 applies.
 */
export function createReviewRatingCache(db: AppDb) {
  let cached: { value: AggregateRating; at: number } | undefined;
  return {
    async get(): Promise<AggregateRating> {
      if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
      const stats = await approvedReviewStats(db);
      const value =
        stats.count > 0 && stats.average !== null
          ? { ratingValue: stats.average, reviewCount: stats.count }
          : FALLBACK_AGGREGATE_RATING;
      cached = { value, at: Date.now() };
      return value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type ReviewRatingCache = ReturnType<typeof createReviewRatingCache>;
