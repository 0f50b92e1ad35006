import { estimateJob } from "@shared/estimates/estimate";
import { suburbInServiceArea } from "@shared/estimates/estimate-area";
import { quoteFieldsOfEstimate } from "@shared/estimates/estimate-lead";
import type { LeadIntakeAnswer } from "@shared/leads/lead-kinds";
import { leadEstimates } from "@shared/schema";
import { estimateJobOf, type ParsedEstimateSend } from "@shared/estimates/estimate-validation";
import type { QuoteRequest } from "@shared/leads/quote-request";
import type { CurrentBusiness } from "../business";
import { bookingPath, type LeadStore, screenQuoteRequest, storeLead } from "../leads";
import { currentPriceTable } from "./price-table.queries";

export interface EstimateSender {
  store: LeadStore;
  currentBusiness: CurrentBusiness;
}

/**
 * "Send me this estimate", from the API or the page without JavaScript: a quote request like the form's (screened
 * the same way, `body` carrying the form's signals), stored with the estimate's inputs, figures and table version
 * in one transaction; the receipt carries the range and the booking link.
 */
export async function storeEstimateLead(
  { store, currentBusiness }: EstimateSender,
  input: ParsedEstimateSend,
  body: unknown,
  clientAddress: string | undefined,
): Promise<LeadIntakeAnswer> {
  const { version, table } = await currentPriceTable(store.db);
  const business = await currentBusiness();
  const { serviceCouncils, siteUrl } = business;
  const job = estimateJobOf(input);
  const estimate = estimateJob(job, table, suburbInServiceArea(input.suburb, serviceCouncils));
  const fields = {
    name: input.name,
    phone: input.phone,
    email: input.email,
    location: input.suburb,
    ...quoteFieldsOfEstimate(job, estimate),
  };
  const request: QuoteRequest = { ...fields, photos: undefined, smsConsent: input.smsConsent };
  const lead = await storeLead(
    store,
    { kind: "inquiries", ...fields, ...screenQuoteRequest(body, request, serviceCouncils) },
    {
      clientAddress,
      textConsent: { given: input.smsConsent, form: "Instant estimate" },
      alongside: async (tx, leadId) => {
        await tx.insert(leadEstimates).values({ leadId, job, estimate, tableVersion: version });
      },
    },
  );
  return { reference: lead.reference, bookingUrl: `${siteUrl}${bookingPath(lead.bookingToken)}` };
}
