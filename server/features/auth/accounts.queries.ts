import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { accountLinks, hourlyCosts, type User, users } from "@shared/schema";
import type { AccountList, AccountRow, InvitationRow } from "@shared/auth/account-api";
import type { AccountRole } from "@shared/auth/roles";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import { endAllSessions } from "../../session";
import { hashPassword } from "./passwords";

/** An account as the staff screens show it: never its password hash or two-step secret. */
/** Every account's loaded hourly costs by day, oldest first. */
async function hourlyCostsOf(db: AppDb, ids?: number[]) {
  const rows = await db
    .select()
    .from(hourlyCosts)
    .where(ids ? inArray(hourlyCosts.userId, ids) : undefined)
    .orderBy(asc(hourlyCosts.fromDay));
  const byUser = new Map<number, AccountRow["hourlyCosts"]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), { from: row.fromDay, cents: row.cents }]);
  return byUser;
}

/** An account as the Owner's screens show it, with its hourly costs. */
export async function accountWithCosts(db: AppDb, user: User): Promise<AccountRow> {
  return accountRow(user, (await hourlyCostsOf(db, [user.id])).get(user.id));
}

export const accountRow = (user: User, costs: AccountRow["hourlyCosts"] = []): AccountRow => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName ?? "",
  email: user.email,
  role: user.role,
  disabled: user.disabledAt !== null,
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  twoStepEnabled: user.totpEnabledAt !== null,
  createdAt: user.createdAt.toISOString(),
  hourlyCosts: costs,
});

/** GET /api/accounts: every account, and the invitations not yet accepted. */
export async function listAccounts(db: AppDb): Promise<AccountList> {
  const costs = await hourlyCostsOf(db);
  const accounts = (await db.select().from(users).orderBy(asc(users.disabledAt), asc(users.username))).map((user) =>
    accountRow(user, costs.get(user.id)),
  );
  const invitations = await db
    .select({
      id: accountLinks.id,
      email: accountLinks.email,
      role: accountLinks.role,
      expiresAt: accountLinks.expiresAt,
      createdAt: accountLinks.createdAt,
    })
    .from(accountLinks)
    .where(and(eq(accountLinks.purpose, "invite"), isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, sql`now()`)))
    .orderBy(desc(accountLinks.createdAt));
  return { accounts, invitations: invitations.map(invitationRow) };
}

/** An invitation not yet accepted, as the staff screens show it. */
export const invitationRow = (link: {
  id: number;
  email: string;
  role: AccountRole | null;
  expiresAt: Date;
  createdAt: Date;
}): InvitationRow => ({
  id: link.id,
  email: link.email,
  role: link.role ?? "staff",
  expiresAt: link.expiresAt.toISOString(),
  createdAt: link.createdAt.toISOString(),
});

export async function findAccountByEmail(db: AppDb, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

const EMAIL_TAKEN = "Another account already uses this email address";

export async function changeOwnEmail(tx: AppDb, userId: number, email: string): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  if (other) throw new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
  await tx.update(users).set({ email }).where(eq(users.id, userId));
}

export const LAST_OWNER_MESSAGE = "There must always be at least one active Owner: make another account an Owner first";

/**
 * Changes an account's role or disables it (or enables it again), never leaving the business without an
 * active Owner. Every such change takes one lock, so two Owners demoting each other at the same moment (on
 * two processes) are decided one after the other, and the second is refused. A disabled account's sessions
 * end in the same transaction.
 */
export async function updateAccount(
  tx: AppDb,
  id: number,
  change: { role?: AccountRole; disabled?: boolean; firstName?: string; hourlyCostCents?: number; hourlyCostFrom?: string },
  setBy: string,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-accounts'))`);
  const [before] = await tx.select().from(users).where(eq(users.id, id));
  if (!before) return undefined;
  const role = change.role ?? before.role;
  const disabled = change.disabled ?? before.disabledAt !== null;
  const wasActiveOwner = before.role === "owner" && before.disabledAt === null;
  if (wasActiveOwner && (role !== "owner" || disabled)) {
    const [owners] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "owner"), isNull(users.disabledAt), ne(users.id, id)));
    if ((owners?.n ?? 0) === 0) throw new HttpError(409, LAST_OWNER_MESSAGE);
  }
  const [after] = await tx
    .update(users)
    .set({
      role,
      disabledAt: disabled ? (before.disabledAt ?? new Date()) : null,
      ...(change.firstName === undefined ? {} : { firstName: change.firstName || null }),
    })
    .where(eq(users.id, id))
    .returning();
  if (disabled && before.disabledAt === null) await endAllSessions(tx, id);
  if (change.hourlyCostCents !== undefined && change.hourlyCostFrom !== undefined) {
    // a rate from a day on: time from that day is costed at it; the same day set twice keeps the newer
    await tx
      .insert(hourlyCosts)
      .values({ userId: id, fromDay: change.hourlyCostFrom, cents: change.hourlyCostCents, setBy })
      .onConflictDoUpdate({ target: [hourlyCosts.userId, hourlyCosts.fromDay], set: { cents: change.hourlyCostCents, setBy } });
  }
  return { before: before!, after: after! };
}

const USERNAME_TAKEN = "That username is taken; please choose another";

/** The account an accepted invitation makes. */
export async function createInvitedAccount(tx: AppDb, input: { username: string; password: string; email: string; role: AccountRole }) {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, input.username));
  if (taken) throw new HttpError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
  const [emailTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (emailTaken) throw new HttpError(409, EMAIL_TAKEN);
  const [user] = await tx
    .insert(users)
    .values({ username: input.username, password: await hashPassword(input.password), email: input.email, role: input.role })
    .returning({ id: users.id, username: users.username, role: users.role, email: users.email });
  return user!;
}
