import { eq, sql } from "drizzle-orm";
import { type CsvColumn, toCsv } from "../../lib/csv";
import type { ConversionEvent } from "@shared/reports/report-types";
import { conversionExports, conversionsExported, leadEvents, leads } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { RecordAudit } from "../../infra/audit/audit-log";
import { brisbaneDateTime } from "@shared/calendar/brisbane-time";
import { hashedIdentity } from "./conversion-identity";
import { conversionNames } from "./conversion-names";
import { rowsOf } from "./report-leads";

export type ConversionFile = "offline" | "enhanced";

interface EventRow extends Record<string, unknown> {
  id: number;
  event: ConversionEvent;
  at: Date | string;
  gclid: string | null;
  braid_only: boolean;
  email: string;
  phone: string;
  quote_value: string | number | null;
}

/** The first line of both files: Google Ads reads the times that follow as Brisbane's. */
export const TIME_ZONE_LINE = "Parameters:TimeZone=Australia/Brisbane";
interface ConversionRecord {
  gclid: string;
  email: string;
  phone: string;
  name: string;
  time: string;
  value: string;
  currency: string;
}
const conversionColumns: CsvColumn<ConversionRecord>[] = [
  { header: "Conversion Name", value: (r) => r.name },
  { header: "Conversion Time", value: (r) => r.time },
  { header: "Conversion Value", value: (r) => r.value },
  { header: "Conversion Currency", value: (r) => r.currency },
];
/**
 * Each file's columns, written by the one CSV writer that neutralises formulas: a click id comes from the address a
 * visitor arrived on, so "=HYPERLINK(...)" there must reach a spreadsheet as text.
 */
const COLUMNS: Record<ConversionFile, CsvColumn<ConversionRecord>[]> = {
  offline: [{ header: "Google Click ID", value: (r) => r.gclid }, ...conversionColumns],
  enhanced: [{ header: "Email", value: (r) => r.email }, { header: "Phone Number", value: (r) => r.phone }, ...conversionColumns],
};
const CLAIM_CHUNK = 1_000;

/**
 * Each lead's conversion events since a day: "qualified" when it first reached Site visit booked, Quoted or Won,
 * "won" when it was last made Won (and is Won still, with its value). Spam is never sent.
 */
async function conversionEvents(db: AppDb, since: Date, includeEarlier: boolean): Promise<EventRow[]> {
  const status = sql`${leadEvents.field} = 'status'`;
  return rowsOf<EventRow>(
    await db.execute(sql`with firsts as (
        select ${leadEvents.leadId} as id, 'qualified' as event, min(${leadEvents.createdAt}) as at
          from ${leadEvents} where ${status} and ${leadEvents.newValue} in ('site-visit-booked', 'quoted', 'won') group by 1
        union all
        select ${leadEvents.leadId}, 'won', max(${leadEvents.createdAt})
          from ${leadEvents} where ${status} and ${leadEvents.newValue} = 'won' group by 1
      )
      select f.id, f.event, f.at, l.attribution->>'gclid' as gclid,
        (l.attribution->>'gclid' is null and (l.attribution->>'gbraid' is not null or l.attribution->>'wbraid' is not null)) as braid_only,
        l.email, l.phone, l.quote_value
      from firsts f join ${leads} l on l.id = f.id
      where not l.is_spam and f.at >= ${since} and (f.event = 'qualified' or l.status = 'won')
        ${includeEarlier ? sql`` : sql`and not exists (select 1 from ${conversionsExported} x where x.lead_id = f.id and x.event = f.event)`}
      order by f.at, f.id, f.event`),
  );
}

const dollars = (value: string | number | null) => (value === null ? "" : Number(value).toFixed(2));

export interface ConversionExport {
  csv: string;
  rows: number;
  /** leads with only an iOS click id (gbraid or wbraid), which the click-id file cannot take */
  braidOnly: number;
  exportId: number;
}

/**
 * One of the two files Google Ads imports: the click-id file (leads with a gclid) or the enhanced-conversions
 * file (every other lead: hashed email and phone). Events already sent are left out unless asked
 * for; the events written are claimed in the same transaction, so two downloads at once never both carry one.
 */
export async function exportConversions(
  tx: AppDb,
  options: { file: ConversionFile; since: string; includeEarlier: boolean; createdBy: string; audit: RecordAudit },
): Promise<ConversionExport> {
  const { file, since, includeEarlier } = options;
  const events = await conversionEvents(tx, new Date(`${since}T00:00:00+10:00`), includeEarlier);
  const braidOnly = new Set(events.filter((event) => event.braid_only).map((event) => event.id)).size;
  // the enhanced file is for every lead without a click id: the visitor who clicked an ad on the phone and came
  // back on the laptop by typing the address is exactly who Google matches by hashed email and phone
  const chosen = events.filter((event) => (file === "offline" ? event.gclid !== null : event.gclid === null));
  const [exported] = await tx
    .insert(conversionExports)
    .values({ file, since, includeEarlier, rows: 0, createdBy: options.createdBy })
    .returning({ id: conversionExports.id });
  const exportId = exported!.id;

  const claimed = new Set<string>();
  for (let start = 0; start < chosen.length; start += CLAIM_CHUNK) {
    const rows = await tx
      .insert(conversionsExported)
      .values(chosen.slice(start, start + CLAIM_CHUNK).map((event) => ({ leadId: event.id, event: event.event, exportId })))
      .onConflictDoNothing()
      .returning({ id: conversionsExported.leadId, event: conversionsExported.event });
    for (const row of rows) claimed.add(`${row.id}:${row.event}`);
  }
  const written = includeEarlier ? chosen : chosen.filter((event) => claimed.has(`${event.id}:${event.event}`));
  const names = await conversionNames(tx);
  const records = written.map((event): ConversionRecord => {
    const won = event.event === "won";
    const hashed = file === "enhanced" ? hashedIdentity(event.email, event.phone) : { email: "", phone: "" };
    return {
      gclid: event.gclid ?? "",
      ...hashed,
      name: names[event.event],
      time: brisbaneDateTime(new Date(event.at)),
      value: won ? dollars(event.quote_value) : "",
      currency: won && event.quote_value !== null ? "AUD" : "",
    };
  });
  await tx.update(conversionExports).set({ rows: records.length }).where(eq(conversionExports.id, exportId));
  await options.audit({
    action: "report.conversions-export",
    targetType: "conversion-export",
    targetId: exportId,
    summary: `Downloaded the Google Ads ${file === "offline" ? "click id" : "enhanced"} conversions since ${since}: ${records.length} rows${includeEarlier ? ", earlier ones included" : ""}`,
  });
  const csv = `${TIME_ZONE_LINE}\r\n${toCsv(records, COLUMNS[file])}`;
  return { csv, rows: records.length, braidOnly, exportId };
}
