import { contractLevel } from "@shared/quotes/quote-law";
import type { QuoteVersionView, StaffQuoteVersionView, StaffQuoteView } from "@shared/quotes/quote-views";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { shownVersion, unanswerable } from "@shared/quotes/quote-shown";
import type { Quote, QuoteVersion } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { coolingOffEnds } from "./cooling-off";
import { isUnsubscribed, quoteEmailsOf } from "./quote-emails";
import { findLead } from "../leads";
import { quoteOfLead, versionsOf } from "./quotes.queries";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A version as JSON for the homeowner's page (who accepted it is shown; from where is not; labour hours never). */
export function versionView(version: QuoteVersion): QuoteVersionView {
  return {
    id: version.id,
    version: version.version,
    state: version.state,
    lines: version.lines,
    scope: version.scope,
    exclusions: version.exclusions,
    startDate: version.startDate,
    completionDate: version.completionDate,
    validDays: version.validDays,
    depositPercent: version.depositPercent,
    stages: version.stages.map(({ description, amountCents }) => ({ description, amountCents })),
    subtotalCents: version.subtotalCents,
    gstCents: version.gstCents,
    totalCents: version.totalCents,
    depositCents: version.depositCents,
    contractor: version.contractor,
    level: contractLevel(version.totalCents),
    createdBy: version.createdBy,
    createdAt: version.createdAt.toISOString(),
    sentAt: iso(version.sentAt),
    expiresAt: iso(version.expiresAt),
    contentHash: version.contentHash,
    accepted: version.acceptedAt
      ? { name: version.acceptedName ?? "", at: version.acceptedAt.toISOString(), guide: Boolean(version.acceptedGuide) }
      : null,
    declined: version.declinedAt ? { at: version.declinedAt.toISOString(), reason: version.declinedReason } : null,
  };
}

/** A version as staff read it: its runs and each stage's labour hours too. */
export function staffVersionView(version: QuoteVersion): StaffQuoteVersionView {
  return {
    ...versionView(version),
    stages: version.stages.map(({ description, amountCents, labourHours }) => ({
      description,
      amountCents,
      labourHours: labourHours ?? 0,
    })),
    runs: version.runs,
  };
}

/** The whole quote for staff: every version, newest first, the emails and the cooling-off date. */
export async function staffQuoteView(
  db: AppDb,
  quote: Quote,
  lead: { kind: LeadKind; reference: string; email: string },
): Promise<StaffQuoteView> {
  const versions = await versionsOf(db, quote.id);
  const answered = versions.find((v) => v.state === "accepted") ?? versions[0];
  const shown = shownVersion(versions);
  return {
    id: quote.id,
    leadKind: lead.kind,
    leadId: quote.leadId,
    reference: lead.reference,
    followUpsStoppedAt: iso(quote.followUpsStoppedAt),
    unsubscribed: await isUnsubscribed(db, lead.email),
    coolingOffEnds: answered ? coolingOffEnds(answered) : null,
    shownVersion: shown?.version ?? null,
    waitingForAnswer: Boolean(shown && !unanswerable(shown)),
    versions: versions.map(staffVersionView),
    emails: await quoteEmailsOf(
      db,
      versions.map((v) => v.id),
    ),
  };
}

/** The lead's quote with its versions and emails, as staff see it beside the lead; null before one is written. */
export async function quoteForLead(db: AppDb, leadId: number): Promise<StaffQuoteView | null> {
  const [quote, lead] = await Promise.all([quoteOfLead(db, leadId), findLead(db, leadId)]);
  return quote && lead ? staffQuoteView(db, quote, lead) : null;
}
