import { and, eq, isNull, or, sql } from "drizzle-orm";
import { leadSourceOf } from "@shared/reports/lead-source";
import { leads } from "@shared/schema";
import { councilOf } from "@shared/service-area/localities";
import type { AppDb } from "../../db/client";
import type { Logger } from "../../logger";

const BATCH = 2_000;

/**
 * The report columns of leads stored before they existed (new leads get them at intake): source and campaign from
 * the attribution, and a quote request's council from its location ("" when it names no known place). In batches,
 * at start-up; whichever process gets there first does the work, the others find nothing left.
 */
export async function fillLeadReportColumns(db: AppDb, logger: Logger): Promise<void> {
  let filled = 0;
  const missing = or(isNull(leads.source), and(eq(leads.kind, "inquiries"), isNull(leads.council)));
  for (;;) {
    const rows = await db
      .select({ id: leads.id, kind: leads.kind, attribution: leads.attribution, location: leads.location })
      .from(leads)
      .where(missing)
      .limit(BATCH);
    if (rows.length === 0) break;
    const values = sql.join(
      rows.map((row) => {
        const { source, campaign } = leadSourceOf(row.kind, row.attribution);
        const council = row.kind === "inquiries" ? councilOf(row.location ?? "") : null;
        return sql`(${row.id}::int, ${source}::text, ${campaign}::text, ${council}::text)`;
      }),
      sql`, `,
    );
    await db.execute(
      sql`update ${leads} set source = v.source, campaign = v.campaign, council = v.council from (values ${values}) as v(id, source, campaign, council) where ${leads.id} = v.id`,
    );
    filled += rows.length;
  }
  if (filled) logger.info({ filled }, "lead report columns filled in");
}
