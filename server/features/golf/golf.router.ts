import { type RequestHandler, Router } from "express";
import { calculateProfit } from "@shared/golf/profit-math";
import { competitorSchema, profitAnalysisSchema, supplierSchema } from "@shared/validation/golf";
import type { AppDb } from "../../db/client";
import { badRequest } from "../../http-error";
import { parseBody } from "../../middleware/validate";
import { golfCsvRouter } from "./golf-csv.router";
import { golfRecordsRouter } from "./golf-records.router";
import { golfSettingsRouter } from "./golf-settings.router";
import * as golf from "./golf.queries";

/**
 * The golf research tool's API. Reads and adds are open to anonymous visitors (spec section 6); edits,
 * deletes, imports and settings need a staff session (issue 14). Writes are validated and throttled.
 */
export function golfRouter(db: AppDb, writeLimiter: RequestHandler): Router {
  const router = Router();
  const list = (path: string, query: (db: AppDb) => Promise<unknown[]>) =>
    router.get(`/golf/${path}`, async (_req, res) => {
      res.set("Cache-Control", "no-cache").json(await query(db));
    });

  list("products", golf.listProducts);
  list("market-data", golf.listMarketData);
  list("brands", golf.listBrands);
  list("price-comparisons", golf.listPriceComparisons);
  list("customer-insights", golf.listCustomerInsights);
  list("suppliers", golf.listSuppliers);
  list("competitors", golf.listCompetitors);
  list("profit-analysis", golf.listProfitAnalyses);

  router.post("/golf/suppliers", writeLimiter, async (req, res) => {
    res.status(201).json(await golf.insertSupplier(db, parseBody(req, supplierSchema)));
  });

  router.post("/golf/competitors", writeLimiter, async (req, res) => {
    res.status(201).json(await golf.insertCompetitor(db, parseBody(req, competitorSchema)));
  });

  router.post("/golf/profit-analysis", writeLimiter, async (req, res) => {
    const input = parseBody(req, profitAnalysisSchema);
    // The stored margins are always the server's own calculation from the prices sent.
    const result = calculateProfit(input);
    if (!result) throw badRequest("Please check the highlighted fields", { suggestedRetailPrice: "Suggested retail price must be above 0" });
    res.status(201).json(await golf.insertProfitAnalysis(db, { ...input, ...result }));
  });

  router.use(golfSettingsRouter(db, writeLimiter));
  router.use(golfRecordsRouter(db, writeLimiter));
  router.use(golfCsvRouter(db, writeLimiter));

  return router;
}
