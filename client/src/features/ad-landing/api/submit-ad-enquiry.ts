import { useMutation } from "@tanstack/react-query";
import type { Json } from "@shared/api-types";
import type { GoogleAdLead } from "@shared/schema";
import type { AdEnquiry } from "@shared/validation/ad-enquiry";
import { apiJson } from "@/lib/api-client";

/** POST /api/ga-enquiry; answers the stored lead (its id is the conversion's transaction id). */
export function useSubmitAdEnquiry() {
  return useMutation({
    mutationFn: (input: AdEnquiry) => apiJson<Json<GoogleAdLead>>("POST", "/api/ga-enquiry", input),
  });
}
