export { createReviewRatingCache, publicReviewsHandler } from "./public-reviews-cache";
export type { ApprovedReviewsSnapshot, ReviewRatingCache } from "./public-reviews-cache";
export { reviewPushMessage } from "./review-push-message";
export { reviewsRouter } from "./reviews.router";
