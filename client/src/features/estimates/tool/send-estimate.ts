import type { ContactValues } from "@shared/estimates/estimate-fields";
import type { LeadIntakeAnswer } from "@shared/leads/lead-kinds";
import type { FormSignals } from "@/components/forms/use-form-signals";
import { apiJson } from "@/lib/api-client";

/** POST /api/estimates: the estimate's fields as the form holds them, who it goes to, and the form's signals. */
export function sendEstimate(
  fields: Record<string, string>,
  contact: ContactValues,
  smsConsent: boolean,
  signals: FormSignals,
): Promise<LeadIntakeAnswer> {
  return apiJson<LeadIntakeAnswer>("POST", "/api/estimates", { ...fields, ...contact, smsConsent, ...signals });
}
