import { sql } from "drizzle-orm";
import type { CashFigures, ReportSource } from "@shared/reports/report-types";
import type { ReportRange } from "@shared/validation/reports";
import { brisbaneDay } from "@shared/visits/brisbane-time";
import type { AppDb } from "../../db/client";
import { rowsOf } from "./report-leads";

interface CashRow extends Record<string, unknown> {
  source: ReportSource;
  campaign: string | null;
  month: string;
  cash: number | string;
  outstanding: number | string;
  overdue: number | string;
}

/** One group's cash figures, by the key it is grouped under. */
export type CashByKey = Map<string, CashFigures>;

export const NO_CASH: CashFigures = { cashReceivedCents: 0, outstandingCents: 0, overdueCents: 0 };
export const sourceKey = (source: string, campaign: string | null) => `${source}\u0000${campaign ?? ""}`;

function add(map: CashByKey, key: string, row: CashFigures) {
  const sum = map.get(key) ?? { ...NO_CASH };
  sum.cashReceivedCents += row.cashReceivedCents;
  sum.outstandingCents += row.outstandingCents;
  sum.overdueCents += row.overdueCents;
  map.set(key, sum);
}

/**
 * The money side of the report, by the lead's source and campaign and by Brisbane month: cash received (payments less
 * refunds, by the day paid, in the range) and what is owed today on the invoices issued in the range (overdue: past
 * its due day). Whatever month the lead arrived in, its money counts when it moves.
 */
export async function cashReport(db: AppDb, range: ReportRange, now = new Date()) {
  const today = brisbaneDay(now);
  const rows = rowsOf<CashRow>(
    await db.execute(sql`
      with owed_invoices as (
        select i.lead_id, i.issued_on, i.due_on, greatest(i.total_cents
            - coalesce((select -sum(c.total_cents) from invoices c where c.credit_of_id = i.id), 0)
            - coalesce((select sum(p.amount_cents) from invoice_payments p where p.invoice_id = i.id), 0), 0) as owed
          from invoices i where i.kind <> 'credit' and i.issued_on between ${range.from} and ${range.to}
      ),
      money as (
        select i.lead_id, to_char(p.paid_on, 'YYYY-MM') as month, p.amount_cents as cash, 0 as outstanding, 0 as overdue
          from invoice_payments p join invoices i on i.id = p.invoice_id
          where p.paid_on between ${range.from} and ${range.to}
        union all
        select lead_id, to_char(issued_on, 'YYYY-MM'), 0, owed, case when due_on < ${today} then owed else 0 end
          from owed_invoices where owed > 0
      )
      select coalesce(l.source, 'Direct') as source, l.campaign, m.month,
          sum(m.cash)::bigint as cash, sum(m.outstanding)::bigint as outstanding, sum(m.overdue)::bigint as overdue
        from money m join leads l on l.id = m.lead_id
        group by 1, 2, 3`),
  );
  const bySource: CashByKey = new Map();
  const byMonth: CashByKey = new Map();
  const total = { ...NO_CASH };
  for (const row of rows) {
    const figures = { cashReceivedCents: Number(row.cash), outstandingCents: Number(row.outstanding), overdueCents: Number(row.overdue) };
    add(bySource, sourceKey(row.source, row.campaign), figures);
    add(byMonth, row.month, figures);
    total.cashReceivedCents += figures.cashReceivedCents;
    total.outstandingCents += figures.outstandingCents;
    total.overdueCents += figures.overdueCents;
  }
  return { bySource, byMonth, total };
}
