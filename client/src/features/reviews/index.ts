export { PendingReviewsNotice } from "./admin/pending-reviews-notice";
export { ReviewsPanel } from "./admin/reviews-panel";
export { ADMIN_QUERY_KEYS, useAdminReviews } from "./api/staff-reviews";
export { LazyReviewForm } from "./components/lazy-review-form";
export { LazyReviewsSection } from "./components/lazy-reviews-section";
export { ReviewFormAside } from "./components/review-form-aside";
export { ReviewModerationPolicy } from "./components/review-moderation-policy";
