import { and, asc, eq, ne } from "drizzle-orm";
import type { LeadTextView, SmsConsentView } from "@shared/texts/text-api";
import { smsConsents, smsMessages } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** The lead's texts with its homeowner, oldest first, those still to go with their time (alerts to staff left out). */
export async function textsOfLead(db: AppDb, leadId: number): Promise<LeadTextView[]> {
  const rows = await db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.leadId, leadId), ne(smsMessages.purpose, "lead-waiting")))
    .orderBy(asc(smsMessages.sendAt), asc(smsMessages.id));
  const now = Date.now();
  return rows.map((row) => ({
    sid: row.sid,
    direction: row.direction,
    body: row.body,
    status: row.status,
    segments: row.segments,
    at: (row.direction === "in" ? row.createdAt : row.sendAt).toISOString(),
    ...(row.status === "queued" && row.sendAt.getTime() > now ? { sendAt: row.sendAt.toISOString() } : {}),
    ...(row.status === "not-sent" && row.error ? { reason: row.error } : {}),
    ...(row.possibleOptOut ? { possibleOptOut: true as const } : {}),
  }));
}

export async function consentViewOf(db: AppDb, leadId: number): Promise<SmsConsentView | null> {
  const [consent] = await db.select().from(smsConsents).where(eq(smsConsents.leadId, leadId));
  return consent ? { number: consent.number, wording: consent.wording, at: consent.givenAt.toISOString(), form: consent.form } : null;
}

/** The homeowner's consent and every text with them, as staff see them beside the lead. */
export async function textsForLead(db: AppDb, leadId: number): Promise<{ smsConsent: SmsConsentView | null; texts: LeadTextView[] }> {
  const [smsConsent, texts] = await Promise.all([consentViewOf(db, leadId), textsOfLead(db, leadId)]);
  return { smsConsent, texts };
}
