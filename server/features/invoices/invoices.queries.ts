import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Invoice, invoicePayments, invoices, quotes, quoteVersions, type QuoteVersion } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { InvoiceMoney } from "./invoice-ledger";

export async function findInvoice(db: AppDb, number: string): Promise<Invoice | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.number, number));
  return invoice;
}

/** The deposit invoice issued when a version was accepted. */
export async function depositInvoiceOf(db: AppDb, quoteVersionId: number): Promise<Invoice | undefined> {
  const invoice = await db.query.invoices.findFirst({
    where: and(eq(invoices.quoteVersionId, quoteVersionId), eq(invoices.kind, "deposit")),
  });
  return invoice;
}

/** The accepted version of the lead's quote: the contract invoices are raised against. */
export async function acceptedVersionOf(db: AppDb, leadId: number): Promise<QuoteVersion | undefined> {
  const [row] = await db
    .select({ version: quoteVersions })
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(and(eq(quotes.leadId, leadId), eq(quoteVersions.state, "accepted")));
  return row?.version;
}

/** For each invoice given, the credit notes against it and what was paid on it (payments less refunds). */
export async function moneyOf(db: AppDb, list: readonly Invoice[]): Promise<Map<number, InvoiceMoney>> {
  const ids = list.map((invoice) => invoice.id);
  const [credits, paid] = ids.length
    ? await Promise.all([
        db
          .select({ id: invoices.creditOfId, cents: sql<number>`-sum(${invoices.totalCents})::int` })
          .from(invoices)
          .where(inArray(invoices.creditOfId, ids))
          .groupBy(invoices.creditOfId),
        db
          .select({
            id: invoicePayments.invoiceId,
            cents: sql<number>`coalesce(sum(${invoicePayments.amountCents}) filter (where ${invoicePayments.disputedAt} is null), 0)::int`,
            disputed: sql<number>`coalesce(sum(${invoicePayments.amountCents}) filter (where ${invoicePayments.disputedAt} is not null), 0)::int`,
          })
          .from(invoicePayments)
          .where(inArray(invoicePayments.invoiceId, ids))
          .groupBy(invoicePayments.invoiceId),
      ])
    : [[], []];
  const creditOf = new Map(credits.map((row) => [row.id!, Number(row.cents)]));
  const paidOf = new Map(paid.map((row) => [row.id, Number(row.cents)]));
  const disputedOf = new Map(paid.map((row) => [row.id, Number(row.disputed)]));
  return new Map(
    list.map((invoice) => [
      invoice.id,
      {
        kind: invoice.kind,
        totalCents: invoice.totalCents,
        dueOn: invoice.dueOn,
        creditedCents: creditOf.get(invoice.id) ?? 0,
        paidCents: paidOf.get(invoice.id) ?? 0,
        disputedCents: disputedOf.get(invoice.id) ?? 0,
      },
    ]),
  );
}

export async function invoicesOfLead(db: AppDb, leadId: number): Promise<Invoice[]> {
  return db.select().from(invoices).where(eq(invoices.leadId, leadId)).orderBy(asc(invoices.id));
}
