import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type Lead, leadLinks, leads } from "@shared/schema";
import type { AppDb } from "../../db/client";

/**
 * A lead's private links: to book the visit, to read and accept the quote, to leave a review, to unsubscribe.
 * Each is a long random token given out once and kept only as its hash, so the database alone opens none.
 */
export type LeadLinkPurpose = (typeof leadLinks.$inferSelect)["purpose"];

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A new private link of the lead for `purpose`. */
export async function newLeadLink(db: AppDb, leadId: number, purpose: LeadLinkPurpose): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(leadLinks).values({ leadId, purpose, tokenHash: hash(token) });
  return token;
}

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
