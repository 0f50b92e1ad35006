import { randomBytes } from "node:crypto";
import connectPgSimple from "connect-pg-simple";
import { eq } from "drizzle-orm";
import session from "express-session";
import type { RequestHandler } from "express";
import { appSettings } from "@shared/schema";
import type { Database } from "./db/client";
import type { Logger } from "./logger";

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
