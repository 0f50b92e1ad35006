import { Star } from "lucide-react";
import { RATING_MAX } from "@shared/constants";

/** The five stars of a rating, for the eye only: the caller says the rating in words. */
export function StarIcons({ rating, filled, empty }: { rating: number; filled: string; empty: string }) {
  return Array.from({ length: RATING_MAX }, (_, index) => (
    <Star key={index} aria-hidden="true" className={index < rating ? filled : empty} />
  ));
}
