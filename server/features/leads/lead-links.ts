import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { linkExpired } from "@shared/calendar/brisbane-time";
import { type Lead, leadLinks, leads, replacedLinks } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { SecretBox } from "../../infra/secrets/secret-box";

/**
 * A lead's private links: to book the visit, to read and accept the quote, to unsubscribe, to leave a review.
 * Each is kept only as its hash, so the database alone opens none.
 *
 * A booking, quote or unsubscribe link is one per lead and purpose, reused by every email: its token is derived
 * (an HMAC of the lead and the purpose under SECRETS_KEY), so it is made again whenever an email is written and is
 * never stored, in the database or in the task queue. A review link is single-use, so it stays random.
 *
 * Staff can send a new link of a purpose (a homeowner forwarded an email, or lost it): the generation goes up, the
 * token is derived with it, and the old hash moves to the replaced links, whose address says a new one was sent.
 */
export type LeadLinkPurpose = (typeof leadLinks.$inferSelect)["purpose"];
export type LastingLinkPurpose = Exclude<LeadLinkPurpose, "review">;

/** A booking or quote link answers a page with the phone number instead, from this long after the lead was closed. */
export const LINK_DAYS_AFTER_CLOSE = 90;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The token of a generation: the first keeps the derivation links always had, so links already sent still work. */
const tokenOf = (secrets: SecretBox, leadId: number, purpose: LastingLinkPurpose, generation: number) =>
  secrets.derive("lead-link", leadId, purpose, ...(generation > 0 ? [generation] : [])).slice(0, 32);

async function generationOf(db: AppDb, leadId: number, purpose: LastingLinkPurpose): Promise<number> {
  const [row] = await db
    .select({ generation: leadLinks.generation })
    .from(leadLinks)
    .where(and(eq(leadLinks.leadId, leadId), eq(leadLinks.purpose, purpose)))
    .orderBy(desc(leadLinks.generation))
    .limit(1);
  return row?.generation ?? 0;
}

/** The lead's link of `purpose`: the same token each time (until staff send a new one), its hash kept once. */
export async function leadLink(db: AppDb, secrets: SecretBox, leadId: number, purpose: LastingLinkPurpose): Promise<string> {
  const generation = await generationOf(db, leadId, purpose);
  const token = tokenOf(secrets, leadId, purpose, generation);
  await db
    .insert(leadLinks)
    .values({ leadId, purpose, tokenHash: hash(token), generation })
    .onConflictDoNothing();
  return token;
}

/** Keeps a replaced link's hash, so its address says a new link was sent. */
export async function keepReplacedLink(tx: AppDb, tokenHash: string, purpose: string): Promise<void> {
  await tx.insert(replacedLinks).values({ tokenHash, purpose }).onConflictDoNothing();
}

/** Ends the lead's link of `purpose` at once and makes the next one (sent by the caller's email). */
export async function renewLeadLink(tx: AppDb, secrets: SecretBox, leadId: number, purpose: LastingLinkPurpose): Promise<void> {
  const generation = (await generationOf(tx, leadId, purpose)) + 1;
  const ended = await tx
    .delete(leadLinks)
    .where(and(eq(leadLinks.leadId, leadId), eq(leadLinks.purpose, purpose)))
    .returning({ tokenHash: leadLinks.tokenHash });
  // a link never written out yet (no row) still had a token anyone holding an old email may not have: keep it too
  const first = hash(tokenOf(secrets, leadId, purpose, generation - 1));
  for (const tokenHash of new Set([...ended.map((row) => row.tokenHash), first])) await keepReplacedLink(tx, tokenHash, purpose);
  await tx.insert(leadLinks).values({ leadId, purpose, tokenHash: hash(tokenOf(secrets, leadId, purpose, generation)), generation });
}

/** Whether a token is of a link staff replaced with a new one. */
export async function linkReplaced(db: AppDb, token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const [row] = await db
    .select({ hash: replacedLinks.tokenHash })
    .from(replacedLinks)
    .where(eq(replacedLinks.tokenHash, hash(token)));
  return row !== undefined;
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
