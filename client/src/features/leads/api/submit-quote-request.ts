import { useMutation } from "@tanstack/react-query";
import type { LeadIntakeAnswer } from "@shared/leads/lead-kinds";
import type { QuoteRequest } from "@shared/leads/quote-request";
import type { FormSignals } from "@/components/forms/use-form-signals";
import { apiJson } from "@/lib/api-client";

/** POST /api/contact: the main quote form; answers the lead's reference, which the success message repeats. */
export function useSubmitQuoteRequest() {
  return useMutation({
    mutationFn: (request: QuoteRequest & FormSignals) => apiJson<LeadIntakeAnswer>("POST", "/api/contact", request),
  });
}
