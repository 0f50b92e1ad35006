import { z } from "zod";
import { RATING_MAX, RATING_MIN, TEXT_LIMITS } from "../constants";
import { serviceSelection } from "../services-validation";

const requiredText = (label: string, max: number) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} must be ${max} characters or fewer`);

/** POST /api/reviews (spec section 5). isApproved is never accepted from a visitor. */
export const reviewSubmissionSchema = z.object({
  name: requiredText("Name", TEXT_LIMITS.name),
  location: requiredText("Location", TEXT_LIMITS.location),
  rating: z
    .number("Please select a rating")
    .int("Please select a rating")
    .min(RATING_MIN, "Please select a rating")
    .max(RATING_MAX, "Rating must be between 1 and 5"),
  reviewText: requiredText("Review", TEXT_LIMITS.reviewText),
  service: serviceSelection().optional().default(""),
  /** the private token of a completed job's review link (from the address's #review= fragment): a verified customer */
  reviewToken: z.string().max(64).optional().catch(undefined),
});

export type ReviewSubmissionInput = z.input<typeof reviewSubmissionSchema>;
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;
