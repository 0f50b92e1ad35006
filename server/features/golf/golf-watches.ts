import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { dayFigures, type HistoryRow, rateOn } from "@shared/golf/price-history";
import type { WatchInput } from "@shared/golf/price-validation";
import { golfAlerts, golfProducts, golfWatches } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { enqueueGolfAlertEmail } from "./golf-alert-emails";
import { readGolfSettings } from "./golf-settings.queries";
import { listRates } from "./golf-prices.queries";

type Watch = typeof golfWatches.$inferSelect;

const RULE_TEXT: Record<Watch["rule"], (watch: Watch, figures: HistoryRow) => string> = {
  "gap-above": (watch, figures) => `gap at today's rate ${figures.gapPercent}% is above ${watch.threshold}%`,
  "margin-above": (watch, figures) => `landed margin ${figures.landedMarginPercent}% is above ${watch.threshold}%`,
  "au-price-below": (watch, figures) => `AU price A$${figures.auPrice?.toFixed(2)} is below A$${watch.threshold.toFixed(2)}`,
};

/** Whether a watch's rule holds on these figures (a figure that cannot be worked out never holds). */
export function ruleHolds(watch: Pick<Watch, "rule" | "threshold">, figures: HistoryRow): boolean {
  if (watch.rule === "gap-above") return figures.gapPercent !== null && figures.gapPercent > watch.threshold;
  if (watch.rule === "margin-above") return figures.landedMarginPercent !== null && figures.landedMarginPercent > watch.threshold;
  return figures.auPrice !== null && figures.auPrice < watch.threshold;
}

/**
 * Looks at the watches of these products (all when none are given) on today's figures: the products' current prices
 * (their latest observations) at the newest rate. A rule that turns true stores an alert with its figures; one that
 * stays true does not alert again; one that turns false is ready to alert the next time it turns true.
 */
export async function evaluateWatches(
  tx: AppDb,
  productIds?: readonly number[],
  today: string = new Date().toISOString().slice(0, 10),
): Promise<number> {
  const watches = await tx
    .select({
      watch: golfWatches,
      product: { id: golfProducts.id, name: golfProducts.name, priceUSD: golfProducts.priceUSD, priceAUD: golfProducts.priceAUD },
    })
    .from(golfWatches)
    .innerJoin(golfProducts, eq(golfProducts.id, golfWatches.productId))
    .where(productIds ? inArray(golfWatches.productId, [...productIds]) : undefined);
  if (watches.length === 0) return 0;
  const [rates, settings] = await Promise.all([listRates(tx, "oldest"), readGolfSettings(tx)]);
  const rate = rateOn(rates, "9999-12-31");
  let raised = 0;
  for (const { watch, product } of watches) {
    const figures = dayFigures(
      today,
      product.priceAUD,
      product.priceUSD,
      rate,
      { generalDutyRate: settings.generalDutyRate.value, importProcessingCharge: settings.importProcessingCharge.value },
      watch,
    );
    const holds = ruleHolds(watch, figures);
    if (holds === watch.holds) continue;
    await tx.update(golfWatches).set({ holds }).where(eq(golfWatches.id, watch.id));
    if (!holds) continue;
    raised += 1;
    const [alert] = await tx
      .insert(golfAlerts)
      .values({
        watchId: watch.id,
        productId: product.id,
        message: `${product.name}: ${RULE_TEXT[watch.rule](watch, figures)}`,
        figures: {
          auPrice: figures.auPrice,
          usPrice: figures.usPrice,
          usdPerAud: figures.usdPerAud,
          rateDate: figures.rateDate,
          usPriceInAud: figures.usPriceInAud,
          gapPercent: figures.gapPercent,
          landedCostAud: figures.landedCostAud,
          landedMarginPercent: figures.landedMarginPercent,
        },
      })
      .returning({ id: golfAlerts.id });
    await enqueueGolfAlertEmail(tx, alert!.id);
  }
  return raised;
}

export async function createWatch(tx: AppDb, input: WatchInput, createdBy: string) {
  const [watch] = await tx
    .insert(golfWatches)
    .values({ ...input, createdBy })
    .returning();
  await evaluateWatches(tx, [input.productId]);
  return (await tx.select().from(golfWatches).where(eq(golfWatches.id, watch!.id)))[0]!;
}

export function listWatches(db: AppDb) {
  return db
    .select({
      id: golfWatches.id,
      productId: golfWatches.productId,
      productName: golfProducts.name,
      rule: golfWatches.rule,
      threshold: golfWatches.threshold,
      units: golfWatches.units,
      origin: golfWatches.origin,
      freightAud: golfWatches.freightAud,
      brokerFeeAud: golfWatches.brokerFeeAud,
      holds: golfWatches.holds,
      createdAt: golfWatches.createdAt,
    })
    .from(golfWatches)
    .innerJoin(golfProducts, eq(golfProducts.id, golfWatches.productId))
    .orderBy(desc(golfWatches.id));
}

/** The alerts not yet dismissed, newest first, with their product's name. */
export function openAlerts(db: AppDb) {
  return db
    .select({
      id: golfAlerts.id,
      productId: golfAlerts.productId,
      productName: golfProducts.name,
      message: golfAlerts.message,
      figures: golfAlerts.figures,
      createdAt: golfAlerts.createdAt,
    })
    .from(golfAlerts)
    .innerJoin(golfProducts, eq(golfProducts.id, golfAlerts.productId))
    .where(isNull(golfAlerts.dismissedAt))
    .orderBy(desc(golfAlerts.createdAt), desc(golfAlerts.id))
    .limit(50);
}

export async function dismissAlert(db: AppDb, id: number): Promise<boolean> {
  const dismissed = await db
    .update(golfAlerts)
    .set({ dismissedAt: new Date() })
    .where(and(eq(golfAlerts.id, id), isNull(golfAlerts.dismissedAt)))
    .returning({ id: golfAlerts.id });
  return dismissed.length > 0;
}
