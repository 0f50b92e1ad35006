import { sql } from "drizzle-orm";
import { type InvoiceSeries, invoiceNumber } from "@shared/invoices/invoice-math";
import { invoiceSequences } from "@shared/schema";
import type { AppDb } from "../../db/client";

/**
 * The next number of a series, in the caller's transaction. The series' row stays locked until that transaction
 * ends: an issue that commits keeps its number, one that rolls back gives it back before anyone else can take
 * the next, so under any concurrency the numbers run 1, 2, 3 with none repeated and none skipped.
 */
export async function nextInvoiceNumber(tx: AppDb, series: InvoiceSeries): Promise<string> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ series, last: 1 })
    .onConflictDoUpdate({ target: invoiceSequences.series, set: { last: sql`${invoiceSequences.last} + 1` } })
    .returning({ last: invoiceSequences.last });
  return invoiceNumber(series, row!.last);
}
