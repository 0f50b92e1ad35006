import { randomBytes } from "node:crypto";
import connectPgSimple from "connect-pg-simple";
import { eq, sql } from "drizzle-orm";
import session from "express-session";
import type { RequestHandler } from "express";
import { appSettings } from "@shared/schema";
import type { AppDb, Database } from "./db/client";
import type { Logger } from "./logger";

declare module "express-session" {
  interface SessionData {
    /** when the staff member signed in (ms since the epoch), for the absolute lifetime */
    signedInAt: number;
    /** the browser that signed in, for the list of signed-in devices */
    device: { userAgent: string };
    /** the password was right; the account's two-step code is still to come (POST /api/login/totp) */
    pendingTwoStep: { userId: number; at: number };
    /** the Owner requires two-step sign-in and this account has none: until it is set up, nothing else is allowed */
    twoStepSetupRequired: boolean;
    /** the secret shown by POST /api/auth/totp/setup, kept until a first code confirms it */
    totpPendingSecret: string;
  }
}

export const SESSION_COOKIE_NAME = "rwf.sid";
const SECRET_KEY = "session_secret";

/**
 * The configured SESSION_SECRET, or one generated once and kept in the database, so sessions
 * survive restarts and every process on that database signs cookies alike.
 */
export async function resolveSessionSecret(database: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await database.db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error("session secret missing after insert");
  return row.value;
}

export interface SessionOptions {
  secret: string;
  idleMs: number;
  logger: Logger;
}

export function createSessionMiddleware(
  database: Database,
  { secret, idleMs, logger }: SessionOptions,
): { middleware: RequestHandler; close: () => Promise<void> } {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: database.pool as never,
    tableName: "session",
    createTableIfMissing: false, // the table comes from our migrations
    pruneSessionInterval: 15 * 60,
    errorLog: (...args: unknown[]) => logger.warn({ detail: args.map(String) }, "session store"),
  });
  const middleware = session({
    name: SESSION_COOKIE_NAME,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true, // each request pushes the expiry forward: an idle timeout
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: idleMs, path: "/" },
  });
  return {
    middleware,
    close: async () => {
      await store.close();
    },
  };
}

/**
 * Ends a signed-in session maxMs after sign-in however active it has been (the idle timeout alone
 * would let a busy session live for ever). Runs after passport.session(); a session from before this
 * rule, with no sign-in time, ends too.
 */
export function absoluteSessionLifetime(maxMs: number): RequestHandler {
  return (req, _res, next) => {
    if (!req.isAuthenticated()) return next();
    const signedInAt = req.session.signedInAt;
    if (typeof signedInAt === "number" && Date.now() - signedInAt < maxMs) return next();
    req.logOut((err) => next(err));
  };
}

/** The sessions of an account: signed in, or with the right password and waiting for the two-step code. */
const sessionsOf = (userId: number) =>
  sql`((sess -> 'passport' ->> 'user') = ${String(userId)} or (sess -> 'pendingTwoStep' ->> 'userId') = ${String(userId)})`;

/**
 * Signs a user out everywhere but the session given (a changed password, email or second factor), pending two-step
 * sign-ins included; their push subscriptions go with them (the database cascades).
 */
export async function endOtherSessions(db: AppDb, userId: number, keepSid: string): Promise<void> {
  await db.execute(sql`delete from session where sid <> ${keepSid} and ${sessionsOf(userId)}`);
}

/** Signs a user out everywhere (a reset password, a disabled account), pending two-step sign-ins and push devices included. */
export async function endAllSessions(db: AppDb, userId: number): Promise<void> {
  await db.execute(sql`delete from session where ${sessionsOf(userId)}`);
}
