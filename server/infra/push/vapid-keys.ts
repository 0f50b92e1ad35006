import { eq } from "drizzle-orm";
import webpush from "web-push";
import { appSettings } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { SecretBox } from "../secrets/secret-box";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_SETTING = "vapid_keys";

const storedPair = async (db: AppDb) => {
  const [stored] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, VAPID_SETTING));
  return stored ? (JSON.parse(stored.value) as VapidKeys) : undefined;
};

/**
 * The server's VAPID key pair, made on first use and kept in the database with its private key sealed, so every
 * process signs alike: the first process to store a pair wins, the others read it back.
 */
export async function vapidKeys(db: AppDb, secrets: SecretBox): Promise<VapidKeys> {
  let pair = await storedPair(db);
  if (!pair) {
    const fresh = webpush.generateVAPIDKeys();
    await db
      .insert(appSettings)
      .values({ key: VAPID_SETTING, value: JSON.stringify({ ...fresh, privateKey: secrets.seal(fresh.privateKey) }) })
      .onConflictDoNothing();
    pair = (await storedPair(db))!;
  }
  return { ...pair, privateKey: secrets.reveal(pair.privateKey) };
}

/** vapidKeys, read once per process. */
export function cachedVapidKeys(db: AppDb, secrets: SecretBox): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= vapidKeys(db, secrets).catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
}
