import { and, eq, isNull, sql } from "drizzle-orm";
import { users } from "@shared/schema";
import type { AccountRole } from "@shared/auth/roles";
import type { AppDb } from "../../db/client";
import { hashPassword } from "./passwords";

/** The signed-in staff member, as every request sees them (read afresh each request: a role change or a disable takes effect at once). */
export interface StaffUser {
  id: number;
  username: string;
  role: AccountRole;
  email: string | null;
  twoStepEnabled: boolean;
}

const staffColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  email: users.email,
  twoStepEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
};

export async function findUserByUsername(db: AppDb, username: string) {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return user;
}

export async function findAccountById(db: AppDb, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** An active account (a disabled one has no session and cannot sign in). */
export async function findStaffUserById(db: AppDb, id: number): Promise<StaffUser | undefined> {
  const [user] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.disabledAt)))
    .limit(1);
  return user;
}

/** Creates the account unless one of that name exists; undefined when it did. */
export async function createUserIfMissing(
  db: AppDb,
  username: string,
  password: string,
  role: AccountRole = "owner",
): Promise<StaffUser | undefined> {
  const [user] = await db
    .insert(users)
    .values({ username, password: await hashPassword(password), role })
    .onConflictDoNothing({ target: users.username })
    .returning(staffColumns);
  return user;
}

/**
 * Creates the account, or sets a new password when it exists (npm run user:create: the first account, and
 * recovery). The command makes an Owner, and recovering an account enables it again.
 */
export async function upsertUser(db: AppDb, username: string, password: string, role: AccountRole = "owner"): Promise<StaffUser> {
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({ username, password: passwordHash, role })
    .onConflictDoUpdate({ target: users.username, set: { password: passwordHash, role, disabledAt: null } })
    .returning(staffColumns);
  if (!user) throw new Error("upsertUser returned no row");
  return user;
}

export async function findPasswordHash(db: AppDb, id: number): Promise<string | undefined> {
  const [user] = await db.select({ password: users.password }).from(users).where(eq(users.id, id)).limit(1);
  return user?.password;
}

export async function setPassword(db: AppDb, id: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ password: await hashPassword(password) })
    .where(eq(users.id, id));
}

export async function recordSignIn(db: AppDb, id: number): Promise<void> {
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, id));
}
