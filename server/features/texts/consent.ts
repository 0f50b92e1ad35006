import { SMS_CONSENT_WORDING, TEXT_LIMIT_REASON } from "@shared/texts/text-api";
import { australianMobile } from "@shared/texts/mobile-numbers";
import { receiptText } from "@shared/texts/text-words";
import { smsConsents } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { CurrentBusiness } from "../business";
import type { NewLeadFollowUp } from "../leads";
import { queueLeadWaitingCheck } from "./lead-waiting";
import { queueText, receiptTextedToday } from "./text-queue";

/** A quote form's tick, as the lead's transaction stores it. */
export interface TextConsent {
  /** "Text me about my quote" was ticked */
  given: boolean;
  /** which form: "quote form", "Google Ads form", "instant estimate" */
  form: string;
  business: { name: string; siteUrl: string };
}

/**
 * In the lead's transaction: the consent as given (the number, the words, the time, the form), and the receipt
 * text with the reference and the booking link (one a day per number: a later one is kept as not sent). Nothing without the tick, nothing for a number that is not an
 * Australian mobile, and nothing for a lead held as spam (a bot is never texted).
 */
export async function recordTextConsent(
  tx: AppDb,
  lead: { id: number; reference: string; name: string; phone: string; isSpam: boolean },
  consent: TextConsent,
): Promise<void> {
  const number = australianMobile(lead.phone);
  if (!consent.given || !number || lead.isSpam) return;
  await tx.insert(smsConsents).values({ leadId: lead.id, number, wording: SMS_CONSENT_WORDING, form: consent.form }).onConflictDoNothing();
  await queueText(tx, {
    leadId: lead.id,
    number,
    body: receiptText(consent.business.name, lead.name, lead.reference),
    purpose: "receipt",
    needsConsent: true,
    siteUrl: consent.business.siteUrl,
    ...((await receiptTextedToday(tx, number)) ? { heldBack: TEXT_LIMIT_REASON } : {}),
  });
}

/**
 * What texts do with every new lead, in its transaction: the consent and receipt text when the box was ticked, and
 * the check five minutes on of whether anyone opened it.
 */
export function textsForNewLead(currentBusiness: CurrentBusiness): NewLeadFollowUp {
  return async ({ textConsent }) => {
    const consent = textConsent?.given ? { ...textConsent, business: await currentBusiness() } : undefined;
    return async (tx, lead) => {
      if (consent) await recordTextConsent(tx, lead, consent);
      await queueLeadWaitingCheck(tx, lead);
    };
  };
}
