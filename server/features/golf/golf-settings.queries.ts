import { desc, lte, sql } from "drizzle-orm";
import { DEFAULT_GOLF_SETTINGS, type GolfSettings, type GolfSettingsView, STORED_SETTING_KEYS } from "@shared/golf/settings";
import { golfToday } from "@shared/golf/price-validation";
import { golfFxRates, golfSettings } from "@shared/schema";
import type { AppDb } from "../../db/client";

/**
 * The one reader of the golf settings: a stored setting with no row yet reads as its default, and the exchange rate
 * is the rate history's newest (null while there is none).
 */
export async function readGolfSettings(db: AppDb): Promise<GolfSettingsView> {
  const today = golfToday();
  const [rows, [newest]] = await Promise.all([
    db.select().from(golfSettings),
    db.select().from(golfFxRates).where(lte(golfFxRates.date, today)).orderBy(desc(golfFxRates.date)).limit(1),
  ]);
  const stored = DEFAULT_GOLF_SETTINGS(today);
  for (const row of rows) {
    if ((STORED_SETTING_KEYS as readonly string[]).includes(row.key)) {
      stored[row.key as keyof typeof stored] = { value: row.value, source: row.source, takenOn: row.takenOn };
    }
  }
  const exchangeRate = newest ? { value: newest.usdPerAud, source: newest.source, takenOn: newest.date } : null;
  return { exchangeRate, ...stored };
}

/** Stores the settings kept as rows, in one transaction (the rate joins the rate history through addRates). */
export async function writeStoredSettings(db: AppDb, settings: GolfSettings): Promise<void> {
  const rows = STORED_SETTING_KEYS.map((key) => ({ key, ...settings[key] }));
  await db
    .insert(golfSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: golfSettings.key,
      set: { value: sql`excluded.value`, source: sql`excluded.source`, takenOn: sql`excluded.taken_on`, updatedAt: sql`now()` },
    });
}
