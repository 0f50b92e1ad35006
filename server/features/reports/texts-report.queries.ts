import { sql } from "drizzle-orm";
import type { TextsReport } from "@shared/reports/report-types";
import { monthlyReport } from "@shared/reports/report-figures";
import { smsMessages } from "@shared/schema";
import type { ReportRange } from "@shared/reports/report-validation";
import type { AppDb } from "../../db/client";
import { brisbaneLocal, rowsOf } from "./report-leads";

interface TextRow extends Record<string, unknown> {
  month: string;
  sent: number;
  segments: number;
  failed: number;
  received: number;
}

/**
 * What texts cost, by the month they went (Brisbane time): the texts the provider took and their segments (what a
 * provider charges for: a failed text it took is charged too), the failed ones, and the replies received.
 */
export async function textsReport(db: AppDb, range: ReportRange): Promise<TextsReport> {
  const day = brisbaneLocal(sql`${smsMessages.sendAt}`);
  const rows = rowsOf<TextRow>(
    await db.execute(sql`select to_char(${day}, 'YYYY-MM') as month,
        count(*) filter (where ${smsMessages.direction} = 'out' and ${smsMessages.sid} is not null)::int as sent,
        coalesce(sum(${smsMessages.segments}) filter (where ${smsMessages.direction} = 'out' and ${smsMessages.sid} is not null), 0)::int as segments,
        count(*) filter (where ${smsMessages.status} in ('failed', 'undelivered'))::int as failed,
        count(*) filter (where ${smsMessages.direction} = 'in')::int as received
      from ${smsMessages} where (${day})::date between ${range.from} and ${range.to} group by 1`),
  );
  return monthlyReport(range, ["sent", "segments", "failed", "received"], (month) => rows.find((row) => row.month === month));
}
