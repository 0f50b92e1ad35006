import { qualifyQuote, storedQualification } from "@shared/leads/qualification";
import { leadSourceOf } from "@shared/reports/lead-source";
import { councilOf } from "@shared/service-area/localities";
import type { AdEnquiry } from "@shared/leads/ad-enquiry";
import { attributionSchema } from "@shared/leads/attribution-validation";
import type { QuoteRequest } from "@shared/leads/quote-request";
import { spamSignalsOf, spamVerdict } from "../../lib/spam-verdict";

const attributionOf = (body: unknown) => attributionSchema.parse((body as { attribution?: unknown }).attribution);

/**
 * The extra columns of a main-form quote request: where it came from, spam verdict, the notes it showed (the
 * service area as the business profile has it now).
 */
export function screenQuoteRequest(body: unknown, input: QuoteRequest, serviceCouncils: readonly string[]) {
  const attribution = attributionOf(body);
  return {
    attribution,
    ...leadSourceOf("inquiries", attribution),
    ...spamVerdict(spamSignalsOf(body), {
      all: [input.name, input.location],
      scriptJudged: [input.location],
    }),
    ...storedQualification(qualifyQuote(input, serviceCouncils)),
    council: councilOf(input.location),
  };
}

export function screenAdEnquiry(body: unknown, input: AdEnquiry) {
  const attribution = attributionOf(body);
  return {
    attribution,
    ...leadSourceOf("ga-leads", attribution),
    ...spamVerdict(spamSignalsOf(body), { all: [input.name, input.message], scriptJudged: [input.message] }),
  };
}
