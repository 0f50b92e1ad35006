import { and, asc, desc, gte, lte, sql } from "drizzle-orm";
import { monthOverlap, monthsOf } from "@shared/reports/report-figures";
import type { AdSpendEntry } from "@shared/reports/report-types";
import type { AdSpendInput, ReportRange } from "@shared/reports/report-validation";
import { adSpend } from "@shared/schema";
import type { AppDb } from "../../db/client";

const toEntry = (row: typeof adSpend.$inferSelect): AdSpendEntry => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** Every recorded month of every campaign, newest month first. */
export async function listAdSpend(db: AppDb): Promise<AdSpendEntry[]> {
  const rows = await db.select().from(adSpend).orderBy(desc(adSpend.month), asc(adSpend.campaign));
  return rows.map(toEntry);
}

/** Records (or replaces) the spend of months of campaigns; returns what was there before, for the audit log. */
export async function putAdSpend(
  db: AppDb,
  entries: readonly AdSpendInput[],
  updatedBy: string,
): Promise<{ before: AdSpendEntry[]; after: AdSpendEntry[] }> {
  if (entries.length === 0) return { before: [], after: [] };
  const keys = sql.join(
    entries.map((entry) => sql`(${entry.month}, ${entry.campaign})`),
    sql`, `,
  );
  const before = await db
    .select()
    .from(adSpend)
    .where(sql`(${adSpend.month}, ${adSpend.campaign}) in (${keys})`);
  const after = await db
    .insert(adSpend)
    .values(entries.map((entry) => ({ ...entry, updatedBy })))
    .onConflictDoUpdate({
      target: [adSpend.month, adSpend.campaign],
      set: { amountCents: sql`excluded.amount_cents`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    })
    .returning();
  return { before: before.map(toEntry), after: after.map(toEntry) };
}

/**
 * The spend that falls in a range, per month and campaign: a month only partly in the range counts for its days
 * in it (a month's spend spread evenly over its days), rounded to the cent.
 */
export async function spendInRange(db: AppDb, range: ReportRange): Promise<{ month: string; campaign: string; cents: number }[]> {
  const months = monthsOf(range.from, range.to);
  const rows = await db
    .select()
    .from(adSpend)
    .where(and(gte(adSpend.month, months[0]!), lte(adSpend.month, months[months.length - 1]!)));
  return rows.map((row) => {
    const { days, length } = monthOverlap(row.month, range.from, range.to);
    return { month: row.month, campaign: row.campaign, cents: Math.round((row.amountCents * days) / length) };
  });
}
