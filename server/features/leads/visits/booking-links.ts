import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { leadLinks } from "@shared/schema";
import type { AppDb } from "../../../db/client";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The homeowner's booking page: where the link points, on the site's address. */
export const bookingPath = (token: string) => `/book/${token}`;

/**
 * A new private booking link for the lead: a long random token, kept only as its hash. Answered once, to go in
 * the POST answer and the receipt.
 */
export async function newBookingLink(tx: AppDb, kind: LeadKind, leadId: number): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await tx.insert(leadLinks).values({ leadKind: kind, leadId, purpose: "booking", tokenHash: hash(token) });
  return token;
}

/** The lead a booking token belongs to, or undefined (unknown, or tampered with). */
export async function leadOfBookingToken(db: AppDb, token: string): Promise<{ kind: LeadKind; id: number } | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const [link] = await db
    .select({ kind: leadLinks.leadKind, id: leadLinks.leadId })
    .from(leadLinks)
    .where(and(eq(leadLinks.tokenHash, hash(token)), eq(leadLinks.purpose, "booking")));
  return link;
}

export async function deleteLeadLinks(tx: AppDb, kind: LeadKind, leadId: number): Promise<void> {
  await tx.delete(leadLinks).where(and(eq(leadLinks.leadKind, kind), eq(leadLinks.leadId, leadId)));
}
