/** The reviews' island (components/island.tsx), loaded when it hydrates. */
export const loadReviewFormIsland = () => import("./components/review-form-live").then((module) => module.LiveReviewForm);
