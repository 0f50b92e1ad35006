import { and, between, eq, isNull, ne } from "drizzle-orm";
import type { CashFigures, ReportSource } from "@shared/reports/report-types";
import { invoicePayments, invoices, leads } from "@shared/schema";
import type { ReportRange } from "@shared/reports/report-validation";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../db/client";
import { moneyOf, overdueCents, owedCents } from "../invoices";

/** One group's cash figures, by the key it is grouped under. */
export type CashByKey = Map<string, CashFigures>;

export const NO_CASH: CashFigures = { cashReceivedCents: 0, outstandingCents: 0, overdueCents: 0 };
export const sourceKey = (source: string, campaign: string | null) => `${source}\u0000${campaign ?? ""}`;

/** Where a lead came from, as the report groups it: a lead with no source came direct. */
const leadSource = { source: leads.source, campaign: leads.campaign };
const sourceOf = (lead: { source: string | null }) => (lead.source ?? "Direct") as ReportSource;

function addTo(sum: CashFigures, row: CashFigures) {
  sum.cashReceivedCents += row.cashReceivedCents;
  sum.outstandingCents += row.outstandingCents;
  sum.overdueCents += row.overdueCents;
}

function add(map: CashByKey, key: string, row: CashFigures) {
  const sum = map.get(key) ?? { ...NO_CASH };
  addTo(sum, row);
  map.set(key, sum);
}

/**
 * The money side of the report, by the lead's source and campaign and by Brisbane month: cash received (payments less
 * refunds, by the day paid, in the range) and what is owed today on the invoices issued in the range (overdue: past
 * its due day). Owed and overdue are the invoice page's own figures (the invoices' ledger), never worked out twice.
 * Whatever month the lead arrived in, its money counts when it moves.
 */
export async function cashReport(db: AppDb, range: ReportRange, now = new Date()) {
  const today = brisbaneDay(now);
  const [payments, issued] = await Promise.all([
    db
      .select({ cents: invoicePayments.amountCents, paidOn: invoicePayments.paidOn, ...leadSource })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .innerJoin(leads, eq(leads.id, invoices.leadId))
      // a disputed card payment is money the bank took back until the dispute is won
      .where(and(between(invoicePayments.paidOn, range.from, range.to), isNull(invoicePayments.disputedAt))),
    db
      .select({ invoice: invoices, ...leadSource })
      .from(invoices)
      .innerJoin(leads, eq(leads.id, invoices.leadId))
      .where(and(ne(invoices.kind, "credit"), between(invoices.issuedOn, range.from, range.to))),
  ]);
  const money = await moneyOf(
    db,
    issued.map((row) => row.invoice),
  );
  const bySource: CashByKey = new Map();
  const byMonth: CashByKey = new Map();
  const total = { ...NO_CASH };
  const count = (lead: { source: string | null; campaign: string | null }, day: string, figures: CashFigures) => {
    add(bySource, sourceKey(sourceOf(lead), lead.campaign), figures);
    add(byMonth, day.slice(0, 7), figures);
    addTo(total, figures);
  };
  for (const payment of payments) count(payment, payment.paidOn, { ...NO_CASH, cashReceivedCents: payment.cents });
  for (const row of issued) {
    const figures = money.get(row.invoice.id)!;
    const owed = owedCents(figures);
    if (owed > 0) count(row, row.invoice.issuedOn, { ...NO_CASH, outstandingCents: owed, overdueCents: overdueCents(figures, today) });
  }
  return { bySource, byMonth, total };
}
