import express, { type RequestHandler, Router } from "express";
import type { GolfImported, GolfImportRefusal } from "@shared/golf/golf-api";
import type { ZodType } from "zod";
import { GOLF_EXPORT_LIMIT } from "@shared/golf/list-limits";
import { competitorSchema, supplierSchema } from "@shared/golf/golf-validation";
import { competitors, suppliers } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import { sendCsv, toCsv } from "../../lib/csv";
import { requireStaff } from "../../middleware/require-staff";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { columnsOf, CSV_IMPORT_LIMIT, importableKeys, parseImport } from "./golf-csv";
import { insertAll } from "./golf-records.queries";
import * as golf from "./golf.queries";

const EXPORTED = ["products", "suppliers", "competitors", "profit-analysis"] as const;

const imports = {
  suppliers: { table: suppliers, schema: supplierSchema },
  competitors: { table: competitors, schema: competitorSchema },
} as const;

const dated = (name: string) => `golf-${name}-${new Date().toISOString().slice(0, 10)}.csv`;

/** CSV downloads of four golf lists (public, like the lists, and capped at GOLF_EXPORT_LIMIT rows) and staff-only imports of two. */
export function golfCsvRouter(db: AppDb, writeLimiter: RequestHandler): Router {
  const router = Router();
  for (const name of EXPORTED) {
    const { table, list } = golf.PUBLIC_LISTS[name];
    router.get(`/golf/export/${name}`, async (_req, res) => {
      const rows = (await list(db, GOLF_EXPORT_LIMIT)) as Record<string, unknown>[];
      sendCsv(res, dated(name), toCsv(rows, columnsOf(table)));
    });
  }
  const csvBody = express.text({ type: "text/csv", limit: CSV_IMPORT_LIMIT });
  for (const [name, { table, schema }] of Object.entries(imports)) {
    router.get(`/golf/import/${name}/template`, (_req, res) => {
      sendCsv(
        res,
        `golf-${name}-template.csv`,
        toCsv(
          [],
          importableKeys(table).map((header) => ({ header, value: () => null })),
        ),
      );
    });
    router.post(`/golf/import/${name}`, requireStaff, writeLimiter, csvBody, async (req, res) => {
      if (!req.is("text/csv")) throw new HttpError(415, "Content-Type must be text/csv");
      const result = parseImport(typeof req.body === "string" ? req.body : "", table, schema as ZodType<Record<string, unknown>>);
      if (!result.ok) {
        res.status(422).json({ message: "Nothing was imported: please fix these rows", errors: result.errors } satisfies GolfImportRefusal);
        return;
      }
      const imported = await audited(db, actorOf(req), async (tx, audit) => {
        const count = await insertAll(tx, name as keyof typeof imports, result.rows);
        await audit({ action: "golf.import", targetType: name, summary: `Imported ${count} ${name} from CSV` });
        return count;
      });
      res.json({ imported } satisfies GolfImported);
    });
  }
  return router;
}
