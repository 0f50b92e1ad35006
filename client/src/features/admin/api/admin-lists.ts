import { useQuery } from "@tanstack/react-query";
import type { Json } from "@shared/api-types";
import type { ContactInquiry, GoogleAdLead, Review } from "@shared/schema";
import { ApiError } from "@/lib/api-client";

export type InquiryRow = Json<ContactInquiry>;
export type AdLeadRow = Json<GoogleAdLead>;
export type ReviewRow = Json<Review>;

export const ADMIN_QUERY_KEYS = {
  inquiries: ["/api/contact"],
  adLeads: ["/api/ga-leads"],
  reviews: ["/api/reviews/all"],
} as const;

/** The home page's approved reviews, refreshed after an approval. */

/** The three staff lists; they are only requested once the visitor is known to be signed in. */
export function useAdminLists(enabled: boolean) {
  const inquiries = useQuery<InquiryRow[]>({ queryKey: ADMIN_QUERY_KEYS.inquiries, enabled });
  const adLeads = useQuery<AdLeadRow[]>({ queryKey: ADMIN_QUERY_KEYS.adLeads, enabled });
  const reviews = useQuery<ReviewRow[]>({ queryKey: ADMIN_QUERY_KEYS.reviews, enabled });
  return { inquiries, adLeads, reviews };
}

/** A staff request answered 401: the session ended (expired, or signed out in another tab). */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
