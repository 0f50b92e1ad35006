import { useMutation } from "@tanstack/react-query";
import type { Json } from "@shared/api-types";
import type { ContactInquiry } from "@shared/schema";
import type { QuoteRequest } from "@shared/validation/quote-request";
import type { FormSignals } from "@/components/forms/use-form-signals";
import { apiJson } from "@/lib/api-client";

/** POST /api/contact: the main quote form. Only success or failure is used (spec section 7). */
export function useSubmitQuoteRequest() {
  return useMutation({
    mutationFn: (request: QuoteRequest & FormSignals) => apiJson<Json<ContactInquiry>>("POST", "/api/contact", request),
  });
}
