import { useMutation } from "@tanstack/react-query";
import type { Json } from "@shared/api-types";
import type { GoogleAdLead } from "@shared/schema";
import type { AdEnquiry } from "@shared/validation/ad-enquiry";
import type { FormSignals } from "@/components/forms/use-form-signals";
import { apiJson } from "@/lib/api-client";

/** The stored lead; `reference` once lead references exist (the speed-to-lead work), the conversion's transaction id. */
export type AdLeadAnswer = Json<GoogleAdLead> & { reference?: string };

/** POST /api/ga-enquiry; answers the stored lead. */
export function useSubmitAdEnquiry() {
  return useMutation({
    mutationFn: (input: AdEnquiry & FormSignals) => apiJson<AdLeadAnswer>("POST", "/api/ga-enquiry", input),
  });
}
