import { eq } from "drizzle-orm";
import { appSettings } from "@shared/schema";
import type { AppDb } from "../../db/client";

const KEY = "two_step_required";

/** Whether the Owner requires two-step sign-in of every account. */
export async function isTwoStepRequired(db: AppDb): Promise<boolean> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  return row?.value === "true";
}

export async function setTwoStepRequired(db: AppDb, required: boolean): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: String(required) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(required) } });
}
