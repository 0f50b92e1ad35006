/**
 * The three built-in reviews (spec section 3): shown on the home page while no review has been
 * approved, and the basis of the built-in aggregate rating (5 from 3) in structured data.
 */
export interface FallbackReview {
  name: string;
  location: string;
  rating: number;
  reviewText: string;
  service: string;
}

export const FALLBACK_REVIEWS: readonly FallbackReview[] = [
  {
    name: "Sarah M.",
    location: "Chermside, Brisbane",
    rating: 5,
    reviewText:
      "They replaced our collapsing timber wall with a concrete sleeper wall in under a week. The engineering and council paperwork were all handled for us, and the site was left spotless.",
    service: "Concrete Sleeper Retaining Wall",
  },
  {
    name: "David & Leanne K.",
    location: "Buderim, Sunshine Coast",
    rating: 5,
    reviewText:
      "Great communication from the first phone call. The quote was clear, the crew turned up when they said they would, and our new Colorbond fence looks fantastic.",
    service: "Colorbond Fencing",
  },
  {
    name: "Michael T.",
    location: "Springfield Lakes, Ipswich",
    rating: 5,
    reviewText:
      "We needed a tiered retaining wall and a new boundary fence for our new build. One team coordinated everything with our builder and the result is excellent. Highly recommended.",
    service: "Composite Sleeper Retaining Wall, Timber Fencing",
  },
];
