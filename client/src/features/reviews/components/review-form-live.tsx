import { withQueries } from "@/lib/with-queries";
import { ReviewForm } from "./review-form";

/** The review form as its island hydrates it: with the query client it sends through. */
export const LiveReviewForm = withQueries(ReviewForm);
