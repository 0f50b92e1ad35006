export { PendingReviewsNotice } from "./admin/pending-reviews-notice";
export { ReviewsPanel } from "./admin/reviews-panel";
export { ADMIN_QUERY_KEYS, useAdminReviews } from "./api/staff-reviews";
export { ReviewFormIsland } from "./components/review-form-island";
export { HomeReviewsSection } from "./components/home-reviews-section";
export { loadReviewFormIsland } from "./islands";
export { ReviewFormAside } from "./components/review-form-aside";
export { ReviewModerationPolicy } from "./components/review-moderation-policy";
