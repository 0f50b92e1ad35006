import { eq } from "drizzle-orm";
import { users } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { hashPassword } from "./passwords";

export interface StaffUser {
  id: number;
  username: string;
}

export async function findUserByUsername(db: AppDb, username: string) {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return user;
}

export async function findStaffUserById(db: AppDb, id: number): Promise<StaffUser | undefined> {
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Creates the account unless one of that name exists; undefined when it did. */
export async function createUserIfMissing(db: AppDb, username: string, password: string): Promise<StaffUser | undefined> {
  const [user] = await db
    .insert(users)
    .values({ username, password: await hashPassword(password) })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id, username: users.username });
  return user;
}

/** Creates the account, or sets a new password when it exists (npm run user:create: the first account, and recovery). */
export async function upsertUser(db: AppDb, username: string, password: string): Promise<StaffUser> {
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({ username, password: passwordHash })
    .onConflictDoUpdate({ target: users.username, set: { password: passwordHash } })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error("upsertUser returned no row");
  return user;
}

export async function findPasswordHash(db: AppDb, id: number): Promise<string | undefined> {
  const [user] = await db.select({ password: users.password }).from(users).where(eq(users.id, id)).limit(1);
  return user?.password;
}

export async function setPassword(db: AppDb, id: number, password: string): Promise<void> {
  await db.update(users).set({ password: await hashPassword(password) }).where(eq(users.id, id));
}
