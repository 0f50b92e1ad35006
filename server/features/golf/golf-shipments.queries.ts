import { asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { calculateShipment, isShipmentRefusal, type ShipmentInput, type ShipmentResult } from "@shared/golf/shipment";
import { golfFxRates, golfProducts, golfShipments } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { badRequest } from "../../http-error";
import { readBorderCharges } from "./golf-border-charges.queries";
import { readGolfSettings } from "./golf-settings.queries";

/** The rate of the export day: the history's latest on or before it. None is a 400 naming exportDate. */
async function rateOfExportDay(db: AppDb, exportDate: string) {
  const [rate] = await db
    .select({ usdPerAud: golfFxRates.usdPerAud, date: golfFxRates.date })
    .from(golfFxRates)
    .where(lte(golfFxRates.date, exportDate))
    .orderBy(desc(golfFxRates.date))
    .limit(1);
  if (rate) return rate;
  const [first] = await db.select({ date: golfFxRates.date }).from(golfFxRates).orderBy(asc(golfFxRates.date)).limit(1);
  throw badRequest("Please check the highlighted fields", {
    exportDate: first
      ? `No exchange rate on or before ${exportDate}: the rate history starts on ${first.date}`
      : "No exchange rate is recorded yet: add one to the rate history first",
  });
}

/** A shipment's figures from the stored rates, duty rate, border charges and products; a line that cannot be worked is a 400. */
export async function calculate(db: AppDb, plan: ShipmentInput): Promise<ShipmentResult> {
  const ids = [...new Set(plan.lines.map((line) => line.productId))];
  const [rate, settings, charges, rows] = await Promise.all([
    rateOfExportDay(db, plan.exportDate),
    readGolfSettings(db),
    readBorderCharges(db),
    db
      .select({ id: golfProducts.id, name: golfProducts.name, weightKg: golfProducts.weightKg, priceAUD: golfProducts.priceAUD })
      .from(golfProducts)
      .where(inArray(golfProducts.id, ids)),
  ]);
  const result = calculateShipment(plan, {
    rate,
    generalDutyRate: settings.generalDutyRate.value,
    charges,
    products: new Map(rows.map(({ id, ...product }) => [id, product])),
  });
  if (isShipmentRefusal(result)) throw badRequest("Please check the highlighted fields", { [result.field]: result.message });
  return result;
}

export type ShipmentRow = typeof golfShipments.$inferSelect;

export function listShipments(db: AppDb, limit: number) {
  return db.select().from(golfShipments).orderBy(desc(golfShipments.updatedAt), desc(golfShipments.id)).limit(limit);
}

export async function findShipment(db: AppDb, id: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(golfShipments).where(eq(golfShipments.id, id));
  return row;
}

export async function insertShipment(tx: AppDb, name: string, plan: ShipmentInput, createdBy: string): Promise<ShipmentRow> {
  const [row] = await tx.insert(golfShipments).values({ name, plan, createdBy }).returning();
  return row!;
}

export async function updateShipment(tx: AppDb, id: number, name: string, plan: ShipmentInput): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .update(golfShipments)
    .set({ name, plan, updatedAt: sql`now()` })
    .where(eq(golfShipments.id, id))
    .returning();
  return row;
}

export async function deleteShipment(tx: AppDb, id: number): Promise<boolean> {
  const deleted = await tx.delete(golfShipments).where(eq(golfShipments.id, id)).returning({ id: golfShipments.id });
  return deleted.length > 0;
}

/** Staff set a product's weight on its card; null clears it. */
export async function setProductWeight(tx: AppDb, id: number, weightKg: number | null) {
  const [row] = await tx
    .update(golfProducts)
    .set({ weightKg, updatedAt: sql`now()` })
    .where(eq(golfProducts.id, id))
    .returning();
  return row;
}

export async function findProductWeight(db: AppDb, id: number) {
  const [row] = await db
    .select({ name: golfProducts.name, weightKg: golfProducts.weightKg })
    .from(golfProducts)
    .where(eq(golfProducts.id, id));
  return row;
}

/** Product names by id, for an export. */
export async function productNames(db: AppDb, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: golfProducts.id, name: golfProducts.name })
    .from(golfProducts)
    .where(inArray(golfProducts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
