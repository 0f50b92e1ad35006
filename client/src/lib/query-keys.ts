/**
 * Query keys that more than one feature uses. A key is the API path the default query function
 * GETs, so the home reviews section, the review form and the admin approval refresh the same list.
 */
export const PUBLIC_REVIEWS_KEY = ["/api/reviews"] as const;
