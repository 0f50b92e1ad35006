import { sql } from "drizzle-orm";
import { DEFAULT_GOLF_SETTINGS, GOLF_SETTING_KEYS, type GolfSettings } from "@shared/golf/settings";
import { golfSettings } from "@shared/schema";
import type { AppDb } from "../../db/client";

const today = () => new Date().toISOString().slice(0, 10);

/** The one reader of the golf settings; a setting with no row yet reads as its default. */
export async function readGolfSettings(db: AppDb): Promise<GolfSettings> {
  const rows = await db.select().from(golfSettings);
  const settings = DEFAULT_GOLF_SETTINGS(today());
  for (const row of rows) {
    if ((GOLF_SETTING_KEYS as readonly string[]).includes(row.key)) {
      settings[row.key as keyof GolfSettings] = { value: row.value, source: row.source, takenOn: row.takenOn };
    }
  }
  return settings;
}

/** Stores every setting at once, in one transaction. */
export async function writeGolfSettings(db: AppDb, settings: GolfSettings): Promise<GolfSettings> {
  const rows = GOLF_SETTING_KEYS.map((key) => ({ key, ...settings[key] }));
  await db
    .insert(golfSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: golfSettings.key,
      set: { value: sql`excluded.value`, source: sql`excluded.source`, takenOn: sql`excluded.taken_on`, updatedAt: sql`now()` },
    });
  return readGolfSettings(db);
}
