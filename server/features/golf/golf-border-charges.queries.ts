import { asc } from "drizzle-orm";
import { BORDER_CHARGES_IN_FORCE, type BorderCharges } from "@shared/golf/border-charges";
import { golfBorderCharges } from "@shared/schema";
import type { AppDb } from "../../db/client";

/** The border charges as the Owner saved them, or the charges in force while none are saved. */
export async function readBorderCharges(db: AppDb): Promise<BorderCharges> {
  const rows = await db
    .select()
    .from(golfBorderCharges)
    .orderBy(asc(golfBorderCharges.mode), asc(golfBorderCharges.fromAUD), asc(golfBorderCharges.id));
  if (rows.length === 0) return BORDER_CHARGES_IN_FORCE;
  return {
    processingCharges: rows
      .filter((row) => row.kind === "processing")
      .map(({ mode, fromAUD, amountAUD, source, effectiveFrom }) => ({ mode, fromAUD: fromAUD ?? 0, amountAUD, source, effectiveFrom })),
    biosecurityCharges: rows
      .filter((row) => row.kind === "biosecurity")
      .map(({ mode, amountAUD, source, effectiveFrom }) => ({ mode, amountAUD, source, effectiveFrom })),
  };
}

/** Replaces the whole table, in the caller's transaction. */
export async function writeBorderCharges(tx: AppDb, charges: BorderCharges): Promise<void> {
  await tx.delete(golfBorderCharges);
  await tx
    .insert(golfBorderCharges)
    .values([
      ...charges.processingCharges.map((tier) => ({ kind: "processing" as const, ...tier })),
      ...charges.biosecurityCharges.map((charge) => ({ kind: "biosecurity" as const, fromAUD: null, ...charge })),
    ]);
}
