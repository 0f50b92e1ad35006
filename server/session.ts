import connectPgSimple from "connect-pg-simple";
import { sql } from "drizzle-orm";
import session from "express-session";
import type { RequestHandler } from "express";
import type { AppDb, Database } from "./db/client";
import type { Logger } from "./logger";
import type { SecretBox } from "./infra/secrets/secret-box";

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
/**
 * Over https the cookie is named with the __Host- prefix: the browser then takes it only from this very host, over
 * a secure connection, for the whole site, so no subdomain or plain-http page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;
export const sessionCookieName = (siteUrl: string) => (siteUrl.startsWith("https://") ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME);

/**
 * The configured SESSION_SECRET, or one derived from the secrets key (SECRETS_KEY, or the key file beside the
 * embedded database): never kept in the database, where a stolen dump would let anyone sign a session. Every process
 * with the same key signs cookies alike, and sessions survive restarts. (A deployment on a database server must set
 * SESSION_SECRET: env.ts refuses to start without it.)
 */
export const resolveSessionSecret = (configured: string | undefined, secrets: SecretBox): string =>
  configured || secrets.derive("session-secret");

export interface SessionOptions {
  secret: string;
  idleMs: number;
  logger: Logger;
  /** production: the cookie is Secure whatever the proxy says */
  production: boolean;
  /** the site's address: over https the cookie takes the __Host- prefix */
  siteUrl: string;
}

export function createSessionMiddleware(
  database: Database,
  { secret, idleMs, logger, production, siteUrl }: SessionOptions,
): { middleware: RequestHandler; close: () => Promise<void> } {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: database.pool as never,
    tableName: "session",
    createTableIfMissing: false, // the table comes from our migrations
    pruneSessionInterval: 15 * 60,
    errorLog: (...args: unknown[]) => logger.warn({ detail: args.map(String) }, "session store"),
  });
  // a deployment (production, served over https): the cookie is always Secure, and express-session takes the
  // proxy's X-Forwarded-Proto for its own check, so a TRUST_PROXY set too low cannot make it drop the cookie
  const deployed = production && siteUrl.startsWith("https://");
  const middleware = session({
    proxy: deployed ? true : undefined,
    name: sessionCookieName(siteUrl),
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true, // each request pushes the expiry forward: an idle timeout
    // Secure in production however the proxy is set up (a wrong TRUST_PROXY must not send it over http);
    // elsewhere only when the request came over https, so a local http run can still sign in
    cookie: { httpOnly: true, sameSite: "lax", secure: deployed ? true : "auto", maxAge: idleMs, path: "/" },
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
