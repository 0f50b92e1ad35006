import express, { type RequestHandler, Router } from "express";
import type { GolfAlert, GolfWatchRow, ProductHistory } from "@shared/golf/golf-api";
import { asJson } from "../../lib/as-json";
import type { ZodType } from "zod";
import { DEFAULT_LANDED_TERMS } from "@shared/golf/price-history";
import { fxRateSchema, historyQuerySchema, priceImportRowSchema, priceObservationSchema, watchSchema } from "@shared/golf/price-validation";
import { golfFxRates, golfPriceObservations, golfWatches } from "@shared/schema";
import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/client";
import { HttpError, notFound } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireStaff } from "../../middleware/require-staff";
import { fieldErrors, parseBody, parseId } from "../../middleware/validate";
import { parseImport } from "./golf-csv";
import { CSV_IMPORT_LIMIT } from "./golf-csv";
import { addObservations, addRates, listObservations, listRates, productHistory, unknownProductIds } from "./golf-prices.queries";
import { createWatch, dismissAlert, evaluateWatches, listWatches, openAlerts } from "./golf-watches";

const csvBody = express.text({ type: "text/csv", limit: CSV_IMPORT_LIMIT });

async function requireProduct(db: AppDb, id: number) {
  if ((await unknownProductIds(db, [id])).length) throw notFound("Product not found");
}

/**
 * Prices over time: observations per product and market, the exchange rate's history, a product's history at each
 * day's rate, and watches whose rules raise alerts once per crossing. Reads are open like the rest of the golf tool;
 * writes are staff's, validated, throttled and audited, and a bad row in an import stores nothing.
 */
export function golfPricesRouter(db: AppDb, writeLimiter: RequestHandler): Router {
  const router = Router();

  router.get("/golf/products/:id/prices", async (req, res) => {
    const id = parseId(req.params.id, "product id");
    await requireProduct(db, id);
    res.set("Cache-Control", "no-cache").json(await listObservations(db, id));
  });

  router.post("/golf/products/:id/prices", requireStaff, writeLimiter, async (req, res) => {
    const id = parseId(req.params.id, "product id");
    const input = parseBody(req, priceObservationSchema);
    await requireProduct(db, id);
    const saved = await audited(db, actorOf(req), async (tx, audit) => {
      await addObservations(tx, [{ ...input, productId: id }]);
      await evaluateWatches(tx, [id]);
      await audit({
        action: "golf.update",
        targetType: "golf-product",
        targetId: id,
        summary: `Added a ${input.market} price of ${input.price.toFixed(2)} ${input.currency} from ${input.retailer} on ${input.observedOn}`,
      });
      const [latest] = await listObservations(tx, id);
      return latest;
    });
    res.status(201).json(saved);
  });

  router.get("/golf/products/:id/history", async (req, res) => {
    const id = parseId(req.params.id, "product id");
    const query = historyQuerySchema.safeParse(req.query);
    if (!query.success) throw new HttpError(400, "Please check the range", fieldErrors(query.error));
    await requireProduct(db, id);
    const { from, to, ...terms } = query.data;
    res
      .set("Cache-Control", "no-cache")
      .json({ rows: await productHistory(db, id, { from, to }, { ...DEFAULT_LANDED_TERMS, ...terms }) } satisfies ProductHistory);
  });

  router.get("/golf/fx-rates", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await listRates(db));
  });

  router.post("/golf/fx-rates", requireStaff, writeLimiter, async (req, res) => {
    const input = parseBody(req, fxRateSchema);
    await audited(db, actorOf(req), async (tx, audit) => {
      await addRates(tx, [input]);
      await evaluateWatches(tx);
      await audit({
        action: "golf.update",
        targetType: "golf-fx-rate",
        targetId: input.date,
        summary: `Recorded the rate on ${input.date}: US$${input.usdPerAud} per A$1 (${input.source})`,
      });
    });
    const [saved] = await db.select().from(golfFxRates).where(eq(golfFxRates.date, input.date));
    res.status(201).json(saved);
  });

  router.post("/golf/import/prices", requireStaff, writeLimiter, csvBody, async (req, res) => {
    if (!req.is("text/csv")) throw new HttpError(415, "Content-Type must be text/csv");
    const parsed = parseImport(
      typeof req.body === "string" ? req.body : "",
      golfPriceObservations,
      priceImportRowSchema as ZodType<{ productId: number } & Parameters<typeof addObservations>[1][number]>,
    );
    if (!parsed.ok) {
      res.status(422).json({ message: "Nothing was imported: please fix these rows", errors: parsed.errors });
      return;
    }
    const unknown = new Set(
      await unknownProductIds(
        db,
        parsed.rows.map((row) => row.productId),
      ),
    );
    if (unknown.size) {
      const errors = parsed.rows.flatMap((row, index) =>
        unknown.has(row.productId) ? [{ row: index + 1, field: "productId", message: "No product has this id" }] : [],
      );
      res.status(422).json({ message: "Nothing was imported: please fix these rows", errors });
      return;
    }
    const imported = await audited(db, actorOf(req), async (tx, audit) => {
      const products = await addObservations(tx, parsed.rows);
      const alerts = await evaluateWatches(tx, products);
      await audit({
        action: "golf.import",
        targetType: "golf-prices",
        summary: `Imported ${parsed.rows.length} price observations for ${products.length} products`,
      });
      return { imported: parsed.rows.length, alerts };
    });
    res.json(imported);
  });

  router.post("/golf/import/fx-rates", requireStaff, writeLimiter, csvBody, async (req, res) => {
    if (!req.is("text/csv")) throw new HttpError(415, "Content-Type must be text/csv");
    const parsed = parseImport(typeof req.body === "string" ? req.body : "", golfFxRates, fxRateSchema);
    if (!parsed.ok) {
      res.status(422).json({ message: "Nothing was imported: please fix these rows", errors: parsed.errors });
      return;
    }
    const imported = await audited(db, actorOf(req), async (tx, audit) => {
      await addRates(tx, parsed.rows);
      const alerts = await evaluateWatches(tx);
      await audit({ action: "golf.import", targetType: "golf-fx-rates", summary: `Imported ${parsed.rows.length} exchange rates` });
      return { imported: parsed.rows.length, alerts };
    });
    res.json(imported);
  });

  router.get("/golf/watches", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await listWatches(db));
  });

  router.post("/golf/watches", requireStaff, writeLimiter, async (req, res) => {
    const input = parseBody(req, watchSchema);
    await requireProduct(db, input.productId);
    const watch = await audited(db, actorOf(req), async (tx, audit) => {
      const created = await createWatch(tx, input, actorOf(req).name);
      await audit({
        action: "golf.update",
        targetType: "golf-watch",
        targetId: created.id,
        summary: `Watched product ${input.productId}: ${input.rule} ${input.threshold}`,
      });
      return created;
    });
    res.status(201).json(asJson(watch) satisfies GolfWatchRow);
  });

  router.delete("/golf/watches/:id", requireStaff, writeLimiter, async (req, res) => {
    const id = parseId(req.params.id, "watch id");
    const removed = await audited(db, actorOf(req), async (tx, audit) => {
      const [gone] = await tx.delete(golfWatches).where(eq(golfWatches.id, id)).returning({ id: golfWatches.id });
      if (gone) await audit({ action: "golf.delete", targetType: "golf-watch", targetId: id, summary: `Stopped watch ${id}` });
      return gone;
    });
    if (!removed) throw notFound("Watch not found");
    res.status(204).end();
  });

  router.get("/golf/alerts", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(asJson(await openAlerts(db)) satisfies GolfAlert[]);
  });

  router.post("/golf/alerts/:id/dismiss", requireStaff, writeLimiter, async (req, res) => {
    if (!(await dismissAlert(db, parseId(req.params.id, "alert id")))) throw notFound("Alert not found or already dismissed");
    res.status(204).end();
  });

  return router;
}
