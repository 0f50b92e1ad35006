import { inArray } from "drizzle-orm";
import { CONVERSION_EVENTS, type ConversionEvent, DEFAULT_CONVERSION_NAMES } from "@shared/reports/report-types";
import { appSettings } from "@shared/schema";
import type { AppDb } from "../../db/client";

const keyOf = (event: ConversionEvent) => `google_ads_conversion_name_${event}`;

/** The conversion actions' names as they are set up in the business's Google Ads account. */
export async function conversionNames(db: AppDb): Promise<Record<ConversionEvent, string>> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, CONVERSION_EVENTS.map(keyOf)));
  const names = { ...DEFAULT_CONVERSION_NAMES };
  for (const event of CONVERSION_EVENTS) names[event] = rows.find((row) => row.key === keyOf(event))?.value ?? names[event];
  return names;
}

export async function setConversionNames(db: AppDb, names: Record<ConversionEvent, string>): Promise<void> {
  for (const event of CONVERSION_EVENTS) {
    await db
      .insert(appSettings)
      .values({ key: keyOf(event), value: names[event] })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: names[event] } });
  }
}
