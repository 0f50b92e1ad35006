import { HOME_REVIEWS_LIMIT } from "@shared/constants";
import { type AggregateRating, FALLBACK_AGGREGATE_RATING, type ReviewForLd } from "@shared/seo/structured-data";
import type { AppDb } from "../../db/client";
import { approvedReviewStats, listApprovedReviews } from "../reviews/reviews.queries";

const TTL_MS = 60_000;

interface ApprovedReviewsSnapshot {
  rating: AggregateRating;
  /** the newest approved reviews, as many as the home page shows */
  newest: ReviewForLd[];
}

/**
 * The aggregate rating of approved reviews and the newest of them, kept for a minute because every
 * public page's HTML carries the rating and the home page's carries the reviews. Approving a review
 * clears it. While none is approved, the built-in 5 from 3 applies and the list is empty.
 */
export function createReviewRatingCache(db: AppDb) {
  let cached: { value: ApprovedReviewsSnapshot; at: number } | undefined;

  async function load(): Promise<ApprovedReviewsSnapshot> {
    const [stats, rows] = await Promise.all([approvedReviewStats(db), listApprovedReviews(db).limit(HOME_REVIEWS_LIMIT)]);
    const rating =
      stats.count > 0 && stats.average !== null
        ? { ratingValue: stats.average, reviewCount: stats.count }
        : FALLBACK_AGGREGATE_RATING;
    const newest = rows.map(({ name, rating: stars, reviewText, createdAt }) => ({ name, rating: stars, reviewText, createdAt }));
    return { rating, newest };
  }

  async function snapshot(): Promise<ApprovedReviewsSnapshot> {
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
    const value = await load();
    cached = { value, at: Date.now() };
    return value;
  }

  return {
    snapshot,
    invalidate() {
      cached = undefined;
    },
  };
}

export type ReviewRatingCache = ReturnType<typeof createReviewRatingCache>;
