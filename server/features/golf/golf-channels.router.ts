import { type RequestHandler, Router } from "express";
import { type ChannelFees, channelFeesSchema, STARTING_CHANNEL_FEES } from "@shared/golf/channel-fees";
import { channelMarginInputSchema, channelMargins, type ChannelMargins } from "@shared/golf/channel-margins";
import type { ProductLandedCosts } from "@shared/golf/golf-api";
import { toCents } from "@shared/golf/shipment";
import { golfChannelFeeTables } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireOwner } from "../../middleware/require-owner";
import { parseBody } from "../../middleware/validate";
import { GOLF_LIST_LIMIT } from "@shared/golf/list-limits";
import * as shipments from "./golf-shipments.queries";
import { readChannelFees } from "./golf-channel-fees.queries";

/**
 * Where to sell: the channels' fees (open to read, the Owner's to change, audited with the table before and after:
 * that is its history), the margin of one unit through each channel (open, like the other golf calculators), and
 * each product's landed cost per unit from the latest saved shipment holding it.
 */
export function golfChannelsRouter(db: AppDb, writeLimiter: RequestHandler): Router {
  const router = Router();

  router.get("/golf/channel-fees", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json((await readChannelFees(db)) satisfies ChannelFees);
  });

  router.put("/golf/channel-fees", requireOwner, writeLimiter, async (req, res) => {
    const table = parseBody(req, channelFeesSchema);
    // the table's order is the channels' fixed order, whatever order they were sent in
    const channels = STARTING_CHANNEL_FEES.channels.map((start) => table.channels.find((channel) => channel.id === start.id)!);
    const saved = await audited(db, actorOf(req), async (tx, audit) => {
      const before = await readChannelFees(tx);
      await tx.insert(golfChannelFeeTables).values({ channels, createdBy: req.user!.username });
      await audit({
        action: "golf.channel-fees",
        targetType: "golf-channel-fees",
        summary: "Changed the sales channels' fees",
        before,
        after: { channels },
      });
      return { channels };
    });
    res.json(saved satisfies ChannelFees);
  });

  router.post("/golf/channel-margins", writeLimiter, async (req, res) => {
    const input = parseBody(req, channelMarginInputSchema);
    res.json(channelMargins(await readChannelFees(db), input) satisfies ChannelMargins);
  });

  router.get("/golf/products/landed-costs", async (_req, res) => {
    const costs: ProductLandedCosts["costs"] = [];
    for (const row of await shipments.listShipments(db, GOLF_LIST_LIMIT)) {
      const result = await shipments.calculate(db, row.plan).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 400) return undefined;
        throw error;
      });
      for (const line of result?.lines ?? []) {
        if (costs.some((cost) => cost.productId === line.productId)) continue;
        costs.push({
          productId: line.productId,
          landedCostCents: toCents(line.landedPerUnitAUD),
          shipmentId: row.id,
          shipmentName: row.name,
        });
      }
    }
    res.set("Cache-Control", "no-cache").json({ costs } satisfies ProductLandedCosts);
  });

  return router;
}
