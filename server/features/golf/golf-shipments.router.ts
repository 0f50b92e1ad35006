import { type RequestHandler, Router } from "express";
import type { BorderCharges } from "@shared/golf/border-charges";
import type { GolfShipmentRow, GolfShipmentWithResult, ProductRow } from "@shared/golf/golf-api";
import { GOLF_LIST_LIMIT } from "@shared/golf/list-limits";
import type { ShipmentResult } from "@shared/golf/shipment";
import {
  borderChargesSchema,
  productWeightSchema,
  shipmentPatchSchema,
  shipmentPlanSchema,
  shipmentSchema,
} from "@shared/golf/shipment-validation";
import type { AppDb } from "../../db/client";
import { HttpError, notFound } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { asJson } from "../../lib/as-json";
import { sendCsv } from "../../lib/csv";
import { actorOf } from "../../middleware/audit-actor";
import { requireOwner } from "../../middleware/require-owner";
import { requireStaff } from "../../middleware/require-staff";
import { parseBody, parseId } from "../../middleware/validate";
import { readBorderCharges, writeBorderCharges } from "./golf-border-charges.queries";
import { shipmentCsv } from "./golf-shipment-csv";
import * as shipments from "./golf-shipments.queries";

const asRow = ({ plan, createdBy: _login, ...row }: shipments.ShipmentRow): GolfShipmentRow => ({ ...asJson(row), ...plan });

/** A stored shipment with its figures as they work out now, or why they no longer can. */
async function withResult(db: AppDb, row: shipments.ShipmentRow): Promise<GolfShipmentWithResult> {
  try {
    return { ...asRow(row), result: await shipments.calculate(db, row.plan), problem: null };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return { ...asRow(row), result: null, problem: Object.values(error.errors ?? {})[0] ?? error.message };
  }
}

/**
 * Whole shipments: the calculation is open to every visitor (like the other golf calculators) and throttled like the
 * golf forms; saved shipments are read by anyone and written by staff, audited. The border charges are an Owner's table.
 */
export function golfShipmentsRouter(db: AppDb, writeLimiter: RequestHandler): Router {
  const router = Router();

  router.post("/golf/shipments/calculate", writeLimiter, async (req, res) => {
    res.json((await shipments.calculate(db, parseBody(req, shipmentPlanSchema))) satisfies ShipmentResult);
  });

  router.get("/golf/shipments", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json((await shipments.listShipments(db, GOLF_LIST_LIMIT)).map(asRow));
  });

  router.get("/golf/shipments/:id", async (req, res) => {
    const row = await shipments.findShipment(db, parseId(req.params.id, "shipment id"));
    if (!row) throw notFound("Shipment not found");
    res.set("Cache-Control", "no-cache").json(await withResult(db, row));
  });

  router.post("/golf/shipments", requireStaff, writeLimiter, async (req, res) => {
    const { name, ...plan } = parseBody(req, shipmentSchema);
    const result = await shipments.calculate(db, plan);
    const row = await audited(db, actorOf(req), async (tx, audit) => {
      const saved = await shipments.insertShipment(tx, name, plan, actorOf(req).name);
      await audit({
        action: "golf.shipment-save",
        targetType: "golf-shipment",
        targetId: saved.id,
        summary: `Saved the shipment ${name}`,
        after: saved,
      });
      return saved;
    });
    res.status(201).json({ ...asRow(row), result, problem: null } satisfies GolfShipmentWithResult);
  });

  router.patch("/golf/shipments/:id", requireStaff, writeLimiter, async (req, res) => {
    const id = parseId(req.params.id, "shipment id");
    const changes = parseBody(req, shipmentPatchSchema);
    const current = await shipments.findShipment(db, id);
    if (!current) throw notFound("Shipment not found");
    const { name, ...plan } = { name: current.name, ...current.plan, ...changes };
    const result = await shipments.calculate(db, plan);
    const row = await audited(db, actorOf(req), async (tx, audit) => {
      const after = await shipments.updateShipment(tx, id, name, plan);
      if (after)
        await audit({
          action: "golf.update",
          targetType: "golf-shipment",
          targetId: id,
          summary: `Changed the shipment ${name}: ${Object.keys(changes).join(", ") || "nothing"}`,
          before: current,
          after,
        });
      return after;
    });
    if (!row) throw notFound("Shipment not found");
    res.json({ ...asRow(row), result, problem: null } satisfies GolfShipmentWithResult);
  });

  router.delete("/golf/shipments/:id", requireStaff, writeLimiter, async (req, res) => {
    const id = parseId(req.params.id, "shipment id");
    const deleted = await audited(db, actorOf(req), async (tx, audit) => {
      const before = await shipments.findShipment(tx, id);
      if (!before || !(await shipments.deleteShipment(tx, id))) return false;
      await audit({
        action: "golf.delete",
        targetType: "golf-shipment",
        targetId: id,
        summary: `Deleted the shipment ${before.name}`,
        before,
      });
      return true;
    });
    if (!deleted) throw notFound("Shipment not found");
    res.status(204).end();
  });

  router.get("/golf/shipments/:id/export", async (req, res) => {
    const row = await shipments.findShipment(db, parseId(req.params.id, "shipment id"));
    if (!row) throw notFound("Shipment not found");
    const { result, problem } = await withResult(db, row);
    if (!result) throw new HttpError(409, `This shipment cannot be worked out now: ${problem}`);
    const names = await shipments.productNames(
      db,
      row.plan.lines.map((line) => line.productId),
    );
    sendCsv(res, `golf-shipment-${row.name}.csv`, shipmentCsv(row.name, result, names));
  });

  router.get("/golf/border-charges", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json((await readBorderCharges(db)) satisfies BorderCharges);
  });

  router.put("/golf/border-charges", requireOwner, writeLimiter, async (req, res) => {
    const input = parseBody(req, borderChargesSchema);
    const saved = await audited(db, actorOf(req), async (tx, audit) => {
      const before = await readBorderCharges(tx);
      await writeBorderCharges(tx, input);
      const after = await readBorderCharges(tx);
      await audit({
        action: "golf.border-charges",
        targetType: "golf-border-charges",
        summary: "Changed the border charges",
        before,
        after,
      });
      return after;
    });
    res.json(saved satisfies BorderCharges);
  });

  router.patch("/golf/products/:id", requireStaff, writeLimiter, async (req, res) => {
    const id = parseId(req.params.id, "product id");
    const { weightKg } = parseBody(req, productWeightSchema);
    const row = await audited(db, actorOf(req), async (tx, audit) => {
      const before = await shipments.findProductWeight(tx, id);
      if (!before) return undefined;
      const after = await shipments.setProductWeight(tx, id, weightKg);
      await audit({
        action: "golf.update",
        targetType: "golf-product",
        targetId: id,
        summary: `Set the weight of ${before.name} to ${weightKg === null ? "none" : `${weightKg} kg`}`,
        before: { weightKg: before.weightKg },
        after: { weightKg },
      });
      return after;
    });
    if (!row) throw notFound("Product not found");
    res.json(asJson(row) satisfies ProductRow);
  });

  return router;
}
