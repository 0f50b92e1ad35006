import { textsReport } from "./texts-report.queries";
import type { TextsReport } from "@shared/reports/report-types";
import { desc } from "drizzle-orm";
import type { ConversionExportList, ConversionNames, EstimatesReport, ResponseReport, SourcesReport } from "@shared/reports/report-types";
import { asJson } from "../../lib/as-json";
import { type Request, type Response, Router } from "express";
import { conversionNamesSchema, conversionsExportSchema, reportRangeSchema } from "@shared/reports/report-validation";
import { conversionExports } from "@shared/schema";
import type { ZodType } from "zod";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { sendCsv } from "../../lib/csv";
import type { Logger } from "../../logger";
import { actorOf } from "../../middleware/audit-actor";
import { requireOwner } from "../../middleware/require-owner";
import { parseBody, parseQuery as parseRequestQuery } from "../../middleware/validate";
import type { CurrentBusiness } from "../business";
import { conversionNames, setConversionNames } from "./conversion-names";
import { type ConversionFile, exportConversions } from "./conversions-export";
import { estimatesReport } from "./estimates-report.queries";
import { responseReport } from "./response-report.queries";
import { sourcesReportCsv } from "./sources-csv";
import { sourcesReport } from "./sources-report.queries";

export interface ReportsOptions {
  currentBusiness: CurrentBusiness;
  logger: Logger;
}

const parseQuery = <T extends ZodType>(req: Request, schema: T): T["_output"] => parseRequestQuery(req, schema, "Please check the dates");

const CONVERSION_FILES: Record<string, ConversionFile> = {
  "google-ads-conversions.csv": "offline",
  "google-ads-enhanced-conversions.csv": "enhanced",
};

/** The owner's numbers: where work comes from, how fast it is answered, and the conversions Google Ads is told of. Owner only. */
export function reportsRouter(db: AppDb, { currentBusiness, logger }: ReportsOptions): Router {
  const router = Router();

  router.get("/reports/sources", requireOwner, async (req, res) => {
    res.json((await sourcesReport(db, parseQuery(req, reportRangeSchema))) satisfies SourcesReport);
  });

  router.get("/reports/sources.csv", requireOwner, async (req, res) => {
    const range = parseQuery(req, reportRangeSchema);
    sendCsv(res, `lead-sources-${range.from}-to-${range.to}.csv`, sourcesReportCsv(await sourcesReport(db, range)));
  });

  router.get("/reports/response", requireOwner, async (req, res) => {
    res.json(
      (await responseReport(db, parseQuery(req, reportRangeSchema), (await currentBusiness()).responseHours)) satisfies ResponseReport,
    );
  });

  router.get("/reports/texts", requireOwner, async (req, res) => {
    res.json((await textsReport(db, parseQuery(req, reportRangeSchema))) satisfies TextsReport);
  });

  router.get("/reports/estimates", requireOwner, async (req, res) => {
    res.json((await estimatesReport(db, parseQuery(req, reportRangeSchema))) satisfies EstimatesReport);
  });

  router.get("/reports/conversion-names", requireOwner, async (_req, res) => {
    res.json((await conversionNames(db)) satisfies ConversionNames);
  });

  router.put("/reports/conversion-names", requireOwner, async (req, res) => {
    const names = parseBody(req, conversionNamesSchema);
    await audited(db, actorOf(req), async (tx, audit) => {
      const before = await conversionNames(tx);
      await setConversionNames(tx, names);
      await audit({ action: "report.conversion-names", summary: "Changed the Google Ads conversion names", before, after: names });
    });
    res.json(names satisfies ConversionNames);
  });

  router.get("/reports/conversion-exports", requireOwner, async (_req, res) => {
    res.json(
      asJson({
        exports: await db.select().from(conversionExports).orderBy(desc(conversionExports.id)).limit(20),
      }) satisfies ConversionExportList,
    );
  });

  for (const [path, file] of Object.entries(CONVERSION_FILES)) {
    // a download marks its events as sent: never on a GET, which a link on another site can make
    router.get(`/reports/${path}`, (_req, res) => {
      res.set("Allow", "POST");
      throw new HttpError(405, "Download the file with its button on the Reports screen");
    });
    router.post(`/reports/${path}`, requireOwner, async (req: Request, res: Response) => {
      const { since, includeEarlier } = parseBody(req, conversionsExportSchema);
      const actor = actorOf(req);
      const result = await audited(db, actor, (tx, audit) =>
        exportConversions(tx, { file, since, includeEarlier, createdBy: actor.name, audit }),
      );
      logger.info(
        {
          file,
          since,
          includeEarlier,
          rows: result.rows,
          braidOnlyLeftOut: file === "offline" ? result.braidOnly : undefined,
          exportId: result.exportId,
        },
        "google ads conversions exported",
      );
      res
        .status(200)
        .set({
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${path.replace(".csv", "")}-since-${since}.csv"`,
          "Cache-Control": "no-store",
          "X-Export-Rows": String(result.rows),
        })
        .send(result.csv);
    });
  }

  return router;
}
