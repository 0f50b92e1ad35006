import { isNull, sql } from "drizzle-orm";
import { contactInquiries } from "@shared/schema";
import { councilOf } from "@shared/service-area/localities";
import type { AppDb } from "../../../db/client";
import type { Logger } from "../../../logger";

const BATCH = 2_000;

/**
 * The council of every quote request stored before the column existed (new ones get it at intake), in batches,
 * at start-up: the reports split leads by council. A location that names no known place gets "".
 */
export async function fillLeadCouncils(db: AppDb, logger: Logger): Promise<void> {
  let filled = 0;
  for (;;) {
    const rows = await db.select({ id: contactInquiries.id, location: contactInquiries.location }).from(contactInquiries).where(isNull(contactInquiries.council)).limit(BATCH);
    if (rows.length === 0) break;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::int, ${councilOf(row.location)}::text)`),
      sql`, `,
    );
    await db.execute(sql`update ${contactInquiries} set council = v.council from (values ${values}) as v(id, council) where ${contactInquiries.id} = v.id`);
    filled += rows.length;
  }
  if (filled) logger.info({ filled }, "lead councils filled in");
}

