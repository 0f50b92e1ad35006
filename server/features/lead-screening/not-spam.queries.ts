import { and, eq } from "drizzle-orm";
import { contactInquiries, googleAdLeads, reviews } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { enqueueLeadEmails, type LeadKind } from "../leads/lead-emails";

export const SPAM_TABLES = { contact: contactInquiries, "ga-leads": googleAdLeads, reviews } as const;
export type SpamTableName = keyof typeof SPAM_TABLES;
const LEAD_KIND: Partial<Record<SpamTableName, LeadKind>> = { contact: "quote", "ga-leads": "ad" };

/**
 * "Not spam": the row becomes a normal lead (or pending review). `restored` is true only when it was
 * spam until now, so whatever a new lead triggers (its alert emails, queued in the same transaction)
 * happens exactly once.
 */
export function markNotSpam(db: AppDb, name: SpamTableName, id: number) {
  return db.transaction((tx) => restoreInTransaction(tx as unknown as AppDb, name, id));
}

async function restoreInTransaction(db: AppDb, name: SpamTableName, id: number) {
  // The three tables share the id and spam columns; drizzle's builders cannot take a union of tables.
  const table = SPAM_TABLES[name] as typeof contactInquiries;
  const [restored] = await db
    .update(table)
    .set({ isSpam: false, spamReason: null })
    .where(and(eq(table.id, id), eq(table.isSpam, true)))
    .returning();
  if (restored) {
    const leadKind = LEAD_KIND[name];
    if (leadKind) await enqueueLeadEmails(db, leadKind, restored);
    return { row: restored as Record<string, unknown>, restored: true };
  }
  const [existing] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return existing ? { row: existing as Record<string, unknown>, restored: false } : undefined;
}
