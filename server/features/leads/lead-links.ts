import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { linkExpired } from "@shared/calendar/brisbane-time";
import { type Lead, leadLinks, leads } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { SecretBox } from "../../infra/secrets/secret-box";

/**
 * A lead's private links: to book the visit, to read and accept the quote, to unsubscribe, to leave a review.
 * Each is kept only as its hash, so the database alone opens none.
 *
 * A booking, quote or unsubscribe link is one per lead and purpose, reused by every email: its token is derived
 * (an HMAC of the lead and the purpose under SECRETS_KEY), so it is made again whenever an email is written and is
 * never stored, in the database or in the task queue. A review link is single-use, so it stays random.
 */
export type LeadLinkPurpose = (typeof leadLinks.$inferSelect)["purpose"];
export type LastingLinkPurpose = Exclude<LeadLinkPurpose, "review">;

/** A booking or quote link answers a page with the phone number instead, from this long after the lead was closed. */
export const LINK_DAYS_AFTER_CLOSE = 90;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The lead's link of `purpose`: the same token each time, its hash kept once. */
export async function leadLink(db: AppDb, secrets: SecretBox, leadId: number, purpose: LastingLinkPurpose): Promise<string> {
  const token = secrets.derive("lead-link", leadId, purpose).slice(0, 32);
  await db
    .insert(leadLinks)
    .values({ leadId, purpose, tokenHash: hash(token) })
    .onConflictDoNothing();
  return token;
}

/** A new single-use review link of the lead. */
export async function newReviewLink(db: AppDb, leadId: number): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(leadLinks).values({ leadId, purpose: "review", tokenHash: hash(token) });
  return token;
}

/** When the lead was closed (Won, Lost, or held as spam), or null while it is open. */
export const closedAt = (lead: Pick<Lead, "isSpam" | "createdAt" | "closedAt">): Date | null =>
  lead.isSpam ? lead.createdAt : lead.closedAt;

/** Whether a booking or quote link of this lead has expired: 90 days after it was closed. Unsubscribe links never do. */
export const leadLinkExpired = (lead: Pick<Lead, "isSpam" | "createdAt" | "closedAt">, now = new Date()): boolean =>
  linkExpired(closedAt(lead), LINK_DAYS_AFTER_CLOSE, now);

/** The lead a token of `purpose` belongs to, or undefined (unknown, spent, or tampered with). */
export async function leadOfLink(db: AppDb, purpose: LeadLinkPurpose, token: string): Promise<Lead | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [found] = await db
    .select({ lead: leads })
    .from(leadLinks)
    .innerJoin(leads, eq(leads.id, leadLinks.leadId))
    .where(and(eq(leadLinks.tokenHash, hash(token)), eq(leadLinks.purpose, purpose)));
  return found?.lead;
}

/**
 * Spends a single-use link (a review link) in the transaction given, answering its lead: of two uses at once,
 * one gets the lead and the other nothing; a rollback gives the link back.
 */
export async function claimLeadLink(tx: AppDb, purpose: LeadLinkPurpose, token: string): Promise<{ id: number } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [link] = await tx
    .delete(leadLinks)
    .where(and(eq(leadLinks.tokenHash, hash(token)), eq(leadLinks.purpose, purpose)))
    .returning({ id: leadLinks.leadId });
  return link;
}
