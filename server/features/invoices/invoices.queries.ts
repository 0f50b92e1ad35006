import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ClaimStage, InvoiceListItem, InvoicePaymentItem, LeadInvoices } from "@shared/invoices/invoice-api";
import { type Invoice, invoicePayments, invoices, type Lead, quotes, quoteVersions, type QuoteVersion } from "@shared/schema";
import { brisbaneDay } from "@shared/visits/brisbane-time";
import type { AppDb } from "../../db/client";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { invoicePath, invoiceToken } from "./invoice-links";
import { type InvoiceMoney, invoiceStatus, overpaidCents, owedCents } from "./invoice-ledger";

export async function findInvoice(db: AppDb, number: string): Promise<Invoice | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.number, number));
  return invoice;
}

/** The deposit invoice issued when a version was accepted. */
export async function depositInvoiceOf(db: AppDb, quoteVersionId: number): Promise<Invoice | undefined> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.quoteVersionId, quoteVersionId), eq(invoices.kind, "deposit")));
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
          .select({ id: invoicePayments.invoiceId, cents: sql<number>`sum(${invoicePayments.amountCents})::int` })
          .from(invoicePayments)
          .where(inArray(invoicePayments.invoiceId, ids))
          .groupBy(invoicePayments.invoiceId),
      ])
    : [[], []];
  const creditOf = new Map(credits.map((row) => [row.id!, Number(row.cents)]));
  const paidOf = new Map(paid.map((row) => [row.id, Number(row.cents)]));
  return new Map(
    list.map((invoice) => [
      invoice.id,
      {
        kind: invoice.kind,
        totalCents: invoice.totalCents,
        dueOn: invoice.dueOn,
        creditedCents: creditOf.get(invoice.id) ?? 0,
        paidCents: paidOf.get(invoice.id) ?? 0,
      },
    ]),
  );
}

/**
 * The quote's stages as claims see them. A quote written without stages is one stage, the balance after the
 * deposit. A claim's credit notes give its amount back to its stage.
 */
export function claimStages(version: QuoteVersion, issued: readonly Invoice[], money: Map<number, InvoiceMoney>): ClaimStage[] {
  const stages = version.stages.length
    ? version.stages
    : [{ description: "Balance of the contract", amountCents: version.totalCents - version.depositCents }];
  return stages.map((stage, i) => {
    const claimedCents = issued
      .filter((invoice) => invoice.stage === i + 1 && (invoice.kind === "progress" || invoice.kind === "final"))
      .reduce((sum, invoice) => sum + invoice.totalCents - (money.get(invoice.id)?.creditedCents ?? 0), 0);
    return {
      stage: i + 1,
      description: stage.description,
      amountCents: stage.amountCents,
      claimedCents,
      leftCents: stage.amountCents - claimedCents,
    };
  });
}

export async function invoicesOfLead(db: AppDb, leadId: number): Promise<Invoice[]> {
  return db.select().from(invoices).where(eq(invoices.leadId, leadId)).orderBy(asc(invoices.id));
}

/** GET /api/leads/:reference/invoices: every invoice and credit note, the payments, and what is owed. */
export async function leadInvoices(db: AppDb, secrets: SecretBox, lead: Lead, now = new Date()): Promise<LeadInvoices> {
  const today = brisbaneDay(now);
  const issued = await invoicesOfLead(db, lead.id);
  const money = await moneyOf(db, issued);
  const numberOf = new Map(issued.map((invoice) => [invoice.id, invoice.number]));
  const items: InvoiceListItem[] = [];
  for (const invoice of issued) {
    const figures = money.get(invoice.id)!;
    items.push({
      number: invoice.number,
      kind: invoice.kind,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      totalCents: invoice.totalCents,
      gstCents: invoice.gstCents,
      paidCents: figures.paidCents,
      overpaidCents: overpaidCents(figures),
      status: invoiceStatus(figures, today),
      ...(invoice.creditOfId ? { creditOf: numberOf.get(invoice.creditOfId)! } : {}),
      ...(invoice.stage ? { stage: invoice.stage } : {}),
      url: invoicePath(await invoiceToken(db, secrets, invoice)),
    });
  }
  const payments: InvoicePaymentItem[] = issued.length
    ? (
        await db
          .select()
          .from(invoicePayments)
          .where(
            inArray(
              invoicePayments.invoiceId,
              issued.map((invoice) => invoice.id),
            ),
          )
          .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id))
      ).map((payment) => ({
        invoice: numberOf.get(payment.invoiceId)!,
        amountCents: payment.amountCents,
        paidOn: payment.paidOn,
        method: payment.method,
        note: payment.note,
      }))
    : [];
  const version = await acceptedVersionOf(db, lead.id);
  const charged = issued.filter((invoice) => invoice.kind !== "credit");
  const invoicedCents = charged.reduce((sum, invoice) => sum + invoice.totalCents - money.get(invoice.id)!.creditedCents, 0);
  const paidCents = charged.reduce((sum, invoice) => sum + money.get(invoice.id)!.paidCents, 0);
  const outstandingCents = charged.reduce((sum, invoice) => sum + owedCents(money.get(invoice.id)!), 0);
  const finalIssued = charged.some((invoice) => invoice.kind === "final" && money.get(invoice.id)!.creditedCents < invoice.totalCents);
  return {
    invoices: items,
    payments,
    contractTotalCents: version?.totalCents ?? null,
    stages: version ? claimStages(version, issued, money) : [],
    invoicedCents,
    paidCents,
    outstandingCents,
    paidInFull: finalIssued && outstandingCents === 0,
  };
}
