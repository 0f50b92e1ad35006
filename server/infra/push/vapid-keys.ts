import { eq } from "drizzle-orm";
import webpush from "web-push";
import { appSettings } from "@shared/schema";
import type { AppDb } from "../../db/client";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = "vapid_keys";

/**
 * The server's VAPID key pair, made on first use and kept in the database, so every process signs alike: the first
 * process to store a pair wins, the others read it back.
 */
export async function vapidKeys(db: AppDb): Promise<VapidKeys> {
  const [stored] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  if (stored) return JSON.parse(stored.value) as VapidKeys;
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: KEY, value: JSON.stringify(fresh) })
    .onConflictDoNothing();
  const [kept] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  return JSON.parse(kept!.value) as VapidKeys;
}

/** vapidKeys, read once per process. */
export function cachedVapidKeys(db: AppDb): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= vapidKeys(db).catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
}
