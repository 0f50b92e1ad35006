import { type RequestHandler, Router } from "express";
import type { CompetitorRow, ProfitAnalysisRow, SupplierRow } from "@shared/golf/golf-api";
import { asJson } from "../../lib/as-json";
import { GOLF_LIST_LIMIT } from "@shared/golf/list-limits";
import { calculateProfit } from "@shared/golf/profit-math";
import { competitorSchema, profitAnalysisSchema, supplierSchema } from "@shared/golf/golf-validation";
import type { AppDb } from "../../db/client";
import { badRequest } from "../../http-error";
import { parseBody } from "../../middleware/validate";
import { golfCsvRouter } from "./golf-csv.router";
import { golfPricesRouter } from "./golf-prices.router";
import { golfRecordsRouter } from "./golf-records.router";
import { golfSettingsRouter } from "./golf-settings.router";
import { golfShipmentsRouter } from "./golf-shipments.router";
import { golfChannelsRouter } from "./golf-channels.router";
import * as golf from "./golf.queries";

/**
 * The golf research tool's API. Reads and adds are open to anonymous visitors (spec section 6); edits,
 * deletes, imports and settings need a staff session. Writes are validated and throttled, and a list
 * answers at most GOLF_LIST_LIMIT rows, with X-Total-Count saying how many there are.
 */
export function golfRouter(db: AppDb, writeLimiter: RequestHandler): Router {
  const router = Router();
  for (const [path, { table, list }] of Object.entries(golf.PUBLIC_LISTS)) {
    router.get(`/golf/${path}`, async (_req, res) => {
      const [rows, total] = await Promise.all([list(db, GOLF_LIST_LIMIT), golf.countRows(db, table)]);
      res.set({ "Cache-Control": "no-cache", "X-Total-Count": String(total) }).json(rows);
    });
  }

  router.post("/golf/suppliers", writeLimiter, async (req, res) => {
    res.status(201).json(asJson((await golf.insertSupplier(db, parseBody(req, supplierSchema)))!) satisfies SupplierRow);
  });

  router.post("/golf/competitors", writeLimiter, async (req, res) => {
    res.status(201).json(asJson((await golf.insertCompetitor(db, parseBody(req, competitorSchema)))!) satisfies CompetitorRow);
  });

  router.post("/golf/profit-analysis", writeLimiter, async (req, res) => {
    const input = parseBody(req, profitAnalysisSchema);
    // The stored margins are always the server's own calculation from the prices sent.
    const result = calculateProfit(input);
    if (!result)
      throw badRequest("Please check the highlighted fields", { suggestedRetailPrice: "Suggested retail price must be above 0" });
    res.status(201).json(asJson((await golf.insertProfitAnalysis(db, { ...input, ...result }))!) satisfies ProfitAnalysisRow);
  });

  router.use(golfSettingsRouter(db, writeLimiter));
  router.use(golfRecordsRouter(db, writeLimiter));
  router.use(golfCsvRouter(db, writeLimiter));
  router.use(golfPricesRouter(db, writeLimiter));
  router.use(golfShipmentsRouter(db, writeLimiter));
  router.use(golfChannelsRouter(db, writeLimiter));

  return router;
}
