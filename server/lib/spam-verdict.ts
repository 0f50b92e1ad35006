import { LinkifyIt } from "linkify-it";
import { MIN_FILL_TIME_MS, type SpamSignals, spamSignalsSchema } from "@shared/spam-signals";

export interface SpamVerdict {
  isSpam: boolean;
  /** why, in words staff read in /admin; null for a real submission */
  spamReason: string | null;
}

export interface SubmittedText {
  /** every free-text field, links are counted across all of them */
  all: readonly string[];
  /** the fields whose script is judged; a person's name may be written in their own script */
  scriptJudged: readonly string[];
}

const MAX_LINKS = 2;
const MIN_FOREIGN_LETTERS = 2;
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false });
/** BBCode and HTML wrap links in brackets and quotes that would hide them from the link finder. */
const LINK_WRAPPERS = /[[\]=<>"']/g;
/** Letters of any script but Latin: the business serves English-speaking Queensland homes only. */
const FOREIGN_LETTER = /(?=\p{L})\P{Script=Latin}/gu;

/** What a form sends beside its fields; never a reason to refuse it (the schema cleans instead of failing). */
export const spamSignalsOf = (body: unknown): SpamSignals => spamSignalsSchema.parse(body ?? {});

export const countLinks = (texts: readonly string[]) => linkify.match(texts.join("\n").replace(LINK_WRAPPERS, " "))?.length ?? 0;
const countForeignLetters = (texts: readonly string[]) => texts.join("\n").match(FOREIGN_LETTER)?.length ?? 0;

/**
 * The one spam decision for every public form (both quote forms and the review form): the hidden field,
 * the fill time and the content rule. A caught submission is still stored and answered like any other,
 * and waits behind /admin's Spam filter.
 */
export function spamVerdict(signals: SpamSignals, text: SubmittedText): SpamVerdict {
  const reasons: string[] = [];
  if (signals.website) reasons.push("Hidden field filled in");
  if (signals.fillTimeMs !== null && signals.fillTimeMs < MIN_FILL_TIME_MS) {
    reasons.push(`Sent ${(Math.max(0, signals.fillTimeMs) / 1000).toFixed(1)} s after the form was shown`);
  }
  const links = countLinks(text.all);
  if (links > MAX_LINKS) reasons.push(`${links} links`);
  if (countForeignLetters(text.scriptJudged) >= MIN_FOREIGN_LETTERS) reasons.push("Text in a script we do not serve");
  return { isSpam: reasons.length > 0, spamReason: reasons.length ? reasons.join("; ") : null };
}
