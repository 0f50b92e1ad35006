import { asc, desc, eq } from "drizzle-orm";
import type { MaterialPrices } from "@shared/costs/costs-api";
import { STARTING_TAKEOFF_RULES, type TakeoffRules } from "@shared/costs/takeoff-rules";
import { takeoff, type TakeoffLine } from "@shared/costs/takeoff";
import type { WorkRun } from "@shared/costs/work-runs";
import { divideHalfUp } from "@shared/estimates/estimate";
import { materialPrices, quoteVersions, takeoffRuleTables, type WorkJob } from "@shared/schema";
import type { AppDb } from "../../../db/client";

/** The take-off's rules in use: the newest saved version, else the starting table. */
export async function currentTakeoffRules(db: AppDb): Promise<TakeoffRules> {
  const [row] = await db.select().from(takeoffRuleTables).orderBy(desc(takeoffRuleTables.id)).limit(1);
  return row?.rules ?? STARTING_TAKEOFF_RULES;
}

/** Every priced item, by name. */
export async function materialPriceList(db: AppDb): Promise<MaterialPrices["prices"]> {
  return db
    .select({ item: materialPrices.item, unit: materialPrices.unit, unitCostCents: materialPrices.unitCostCents })
    .from(materialPrices)
    .orderBy(asc(materialPrices.item)) as Promise<MaterialPrices["prices"]>;
}

/** Replaces the price list with the Owner's (an item left out is no longer priced). */
export async function saveMaterialPrices(tx: AppDb, prices: MaterialPrices["prices"], by: string): Promise<void> {
  await tx.delete(materialPrices);
  if (prices.length) await tx.insert(materialPrices).values(prices.map((price) => ({ ...price, updatedBy: by })));
}

/** Items are matched by name as people type them: case and spacing aside. */
export const itemKey = (item: string) => item.trim().replace(/\s+/g, " ").toLowerCase();

/** A quantity (to 3 decimals) at a unit cost, to the cent (half up). */
export const costOf = (quantity: number, unitCostCents: number) => divideHalfUp(Math.round(quantity * 1000) * unitCostCents, 1000);

export type PriceLookup = (item: string) => number;

export async function priceLookup(db: AppDb): Promise<PriceLookup> {
  const prices = new Map((await materialPriceList(db)).map((price) => [itemKey(price.item), price.unitCostCents]));
  return (item) => prices.get(itemKey(item)) ?? 0;
}

/** The runs of a job's accepted quote version; none for a job made without one. */
export async function runsOfJob(db: AppDb, job: WorkJob): Promise<WorkRun[]> {
  if (job.quoteVersionId === null) return [];
  const [version] = await db.select({ runs: quoteVersions.runs }).from(quoteVersions).where(eq(quoteVersions.id, job.quoteVersionId));
  return version?.runs ?? [];
}

/** A job's take-off from its accepted version's runs. */
export async function jobTakeoff(db: AppDb, job: WorkJob): Promise<TakeoffLine[]> {
  const runs = await runsOfJob(db, job);
  return runs.length ? takeoff(runs, await currentTakeoffRules(db)) : [];
}
