import { useMutation } from "@tanstack/react-query";
import type { LeadIntakeAnswer } from "@shared/leads/lead-kinds";
import type { AdEnquiry } from "@shared/leads/ad-enquiry";
import type { FormSignals } from "@/components/forms/use-form-signals";
import { apiJson } from "@/lib/api-client";

/** POST /api/ga-enquiry; answers the lead's reference, the ad conversion's transaction id and /thank-you's. */
export function useSubmitAdEnquiry() {
  return useMutation({
    mutationFn: (input: AdEnquiry & FormSignals) => apiJson<LeadIntakeAnswer>("POST", "/api/ga-enquiry", input),
  });
}
