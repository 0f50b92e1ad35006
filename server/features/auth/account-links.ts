import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { accountLinks } from "@shared/schema";
import type { AccountRole } from "@shared/auth/roles";
import type { AppDb } from "../../db/client";

/** An invitation is good for 72 hours, a password reset for one. */
export const LINK_LIFETIME_HOURS = { invite: 72, reset: 1 } as const;
export type LinkPurpose = keyof typeof LINK_LIFETIME_HOURS;

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface NewLink {
  purpose: LinkPurpose;
  email: string;
  userId?: number;
  role?: AccountRole;
  createdById?: number | null;
}

const newToken = () => randomBytes(32).toString("base64url");

/**
 * A new one-time link. Its token is made only when its email is sent (mintLinkToken), so no token ever waits in the
 * task queue: until then the row holds the hash of a token nobody has.
 */
export async function createAccountLink(tx: AppDb, link: NewLink) {
  const [row] = await tx
    .insert(accountLinks)
    .values({
      ...link,
      tokenHash: hashLinkToken(newToken()),
      expiresAt: sql`now() + ${LINK_LIFETIME_HOURS[link.purpose]} * interval '1 hour'`,
    })
    .returning();
  return row!;
}

/**
 * The token for a link still unused and unexpired, made as its email is written: a new one each time (an email
 * that failed to send never arrived, so the token it carried is replaced). Undefined when the link is gone.
 */
export async function mintLinkToken(db: AppDb, linkId: number): Promise<string | undefined> {
  const token = newToken();
  const [row] = await db
    .update(accountLinks)
    .set({ tokenHash: hashLinkToken(token) })
    .where(and(eq(accountLinks.id, linkId), isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, sql`now()`)))
    .returning({ id: accountLinks.id });
  return row ? token : undefined;
}

/** Ends one link (its email could not be sent). */
export async function endLink(db: AppDb, linkId: number): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(eq(accountLinks.id, linkId));
}

/**
 * Uses a link: the row when the token is one of `purpose`, unused and unexpired, marked used in the same
 * statement (two requests with one token: one wins); undefined otherwise.
 */
export async function useAccountLink(tx: AppDb, purpose: LinkPurpose, token: string) {
  const [row] = await tx
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountLinks.tokenHash, hashLinkToken(token)),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Ends the account's other reset links (one was used, or the password changed). */
export async function endResetLinks(tx: AppDb, userId: number): Promise<void> {
  await tx
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, "reset"), isNull(accountLinks.usedAt)));
}
