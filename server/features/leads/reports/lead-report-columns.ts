import { isNull, or, sql } from "drizzle-orm";
import { LEAD_KINDS } from "@shared/leads/lead-kinds";
import { leadSourceOf } from "@shared/reports/lead-source";
import { type contactInquiries } from "@shared/schema";
import { councilOf } from "@shared/service-area/localities";
import type { AppDb } from "../../../db/client";
import type { Logger } from "../../../logger";
import { LEAD_TABLES } from "../lead-tables";

const BATCH = 2_000;

/**
 * The report columns of leads stored before they existed (new leads get them at intake): source and campaign from
 * the attribution, and a quote request's council from its location ("" when it names no known place). In batches,
 * at start-up; whichever process gets there first does the work, the others find nothing left.
 */
export async function fillLeadReportColumns(db: AppDb, logger: Logger): Promise<void> {
  let filled = 0;
  for (const kind of LEAD_KINDS) {
    const t = LEAD_TABLES[kind].table as typeof contactInquiries;
    const hasCouncil = kind === "inquiries";
    for (;;) {
      const rows = await db
        .select({ id: t.id, attribution: t.attribution, location: hasCouncil ? t.location : sql<string>`''` })
        .from(t)
        .where(hasCouncil ? or(isNull(t.source), isNull(t.council)) : isNull(t.source))
        .limit(BATCH);
      if (rows.length === 0) break;
      const values = sql.join(
        rows.map((row) => {
          const { source, campaign } = leadSourceOf(kind, row.attribution);
          return sql`(${row.id}::int, ${source}::text, ${campaign}::text, ${hasCouncil ? councilOf(row.location) : null}::text)`;
        }),
        sql`, `,
      );
      await db.execute(
        sql`update ${t} set source = v.source, campaign = v.campaign ${hasCouncil ? sql`, council = v.council` : sql``} from (values ${values}) as v(id, source, campaign, council) where ${t.id} = v.id`,
      );
      filled += rows.length;
    }
  }
  if (filled) logger.info({ filled }, "lead report columns filled in");
}
