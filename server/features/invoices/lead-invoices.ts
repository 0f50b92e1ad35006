import { asc, inArray } from "drizzle-orm";
import type { InvoiceListItem, InvoicePaymentItem, LeadInvoices } from "@shared/invoices/invoice-api";
import { invoicePayments, type Lead } from "@shared/schema";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../db/client";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { claimStages, contractTotals, invoiceStatus, overpaidCents } from "./invoice-ledger";
import { invoicePath, invoiceToken } from "./invoice-links";
import { acceptedVersionOf, invoicesOfLead, moneyOf } from "./invoices.queries";

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
  return {
    invoices: items,
    payments,
    contractTotalCents: version?.totalCents ?? null,
    stages: version ? claimStages(version, issued, money) : [],
    ...contractTotals(issued, money),
  };
}
