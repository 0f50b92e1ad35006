import { withQueries } from "@/lib/with-queries";
import { ReviewsSection } from "./reviews-section";

/**
 * The home page's reviews, rendered by the server with the approved reviews (it reads them through the query client,
 * seeded with what the server rendered). Nothing in it is touched, so on the home page (made of islands) it stays the
 * server's HTML.
 */
export const HomeReviewsSection = withQueries(ReviewsSection);
