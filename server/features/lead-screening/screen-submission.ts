import { defaultBusinessProfile } from "@shared/business-profile";
import { qualifyQuote, storedQualification } from "@shared/lead-qualification";
import type { AdEnquiry } from "@shared/validation/ad-enquiry";
import { attributionSchema } from "@shared/validation/attribution";
import type { QuoteRequest } from "@shared/validation/quote-request";
import type { ReviewSubmission } from "@shared/validation/review";
import { spamSignalsSchema } from "@shared/validation/spam-signals";
import { spamVerdict } from "./spam-verdict";

/** What a form sends beside its fields; never a reason to refuse it (both schemas clean instead of failing). */
const signalsOf = (body: unknown) => spamSignalsSchema.parse(body ?? {});
const attributionOf = (body: unknown) => attributionSchema.parse((body as { attribution?: unknown }).attribution);

/** The extra columns of a main-form quote request: where it came from, spam verdict, the notes it showed. */
export function screenQuoteRequest(body: unknown, input: QuoteRequest) {
  return {
    attribution: attributionOf(body),
    ...spamVerdict(signalsOf(body), {
      all: [input.name, input.location],
      scriptJudged: [input.location],
    }),
    ...storedQualification(qualifyQuote(input, defaultBusinessProfile.serviceCouncils)),
  };
}

export function screenAdEnquiry(body: unknown, input: AdEnquiry) {
  return {
    attribution: attributionOf(body),
    ...spamVerdict(signalsOf(body), { all: [input.name, input.message], scriptJudged: [input.message] }),
  };
}

export function screenReview(body: unknown, input: ReviewSubmission) {
  return spamVerdict(signalsOf(body), {
    all: [input.name, input.location, input.reviewText],
    scriptJudged: [input.location, input.reviewText],
  });
}

/** The public answer to a form: the stored row without the spam verdict, so a bot cannot tell it was caught. */
export function publicAnswer<Row extends { isSpam: boolean; spamReason: string | null }>(row: Row | undefined) {
  if (!row) throw new Error("The insert returned no row");
  const { isSpam: _isSpam, spamReason: _spamReason, ...answer } = row;
  return answer;
}
