import { and, desc, eq } from "drizzle-orm";
import { BUYER_IDENTITY_FROM_CENTS, INVOICE_SERIES, invoiceTotals } from "@shared/invoices/invoice-math";
import {
  type Invoice,
  type InvoiceIssuer,
  type InvoiceLine,
  type InvoicePaymentDetails,
  invoices,
  type Lead,
  siteVisits,
} from "@shared/schema";
import { addDays, brisbaneDay } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../db/client";
import type { InvoicingContext } from "../business";
import { nextInvoiceNumber } from "./invoice-numbers";
import { HttpError } from "../../http-error";
import { INVOICING_NOT_READY, invoicingReady } from "@shared/invoices/invoice-words";
import { queueInvoiceEmails } from "./invoice-emails";

export interface NewInvoice {
  lead: Lead;
  kind: Invoice["kind"];
  lines: InvoiceLine[];
  stage?: number;
  quoteVersionId?: number;
  creditOf?: Invoice;
  note?: string;
  by: string;
}

const issuerOf = ({ business, invoicing }: InvoicingContext): InvoiceIssuer => ({
  licensedName: business.licensedName,
  tradingName: business.name,
  abn: invoicing.abn,
  address: business.streetAddress,
  phone: business.phone.display,
  email: business.email,
  gstRegistered: invoicing.gstRegistered === true,
});

const paymentOf = ({ invoicing }: InvoicingContext): InvoicePaymentDetails => ({
  accountName: invoicing.bankAccountName,
  bsb: invoicing.bankBsb,
  accountNumber: invoicing.bankAccountNumber,
  payId: invoicing.payId,
  cardSurchargePercent: invoicing.cardSurchargePercent,
});

/** Where the work is: the booked site visit's address, else the suburb the homeowner gave. */
async function siteAddressOf(tx: AppDb, lead: Lead): Promise<string | null> {
  const [visit] = await tx
    .select({ address: siteVisits.address })
    .from(siteVisits)
    .where(and(eq(siteVisits.leadId, lead.id), eq(siteVisits.state, "booked")))
    .orderBy(desc(siteVisits.windowStart))
    .limit(1);
  return visit?.address ?? lead.location ?? null;
}

/**
 * Issues a tax invoice or a credit note in the caller's transaction: its number from its series, the business
 * and the buyer as the ATO asks, the GST worked out per line, and its emails (and an invoice's reminders) queued
 * with it, so an invoice is never issued without them nor they sent for one rolled back.
 */
export async function issueInvoice(tx: AppDb, context: InvoicingContext, invoice: NewInvoice): Promise<Invoice> {
  if (!invoicingReady(context.invoicing)) throw new HttpError(409, INVOICING_NOT_READY, { abn: INVOICING_NOT_READY });
  const credit = invoice.kind === "credit";
  const number = await nextInvoiceNumber(tx, credit ? INVOICE_SERIES.credit : INVOICE_SERIES.invoice);
  const issuedOn = brisbaneDay(new Date());
  const totals = context.invoicing.gstRegistered ? invoiceTotals(invoice.lines) : { ...invoiceTotals(invoice.lines), gstCents: 0 };
  const namesBuyer = Math.abs(totals.totalCents) >= BUYER_IDENTITY_FROM_CENTS;
  const [issued] = await tx
    .insert(invoices)
    .values({
      leadId: invoice.lead.id,
      number,
      kind: invoice.kind,
      stage: invoice.stage ?? null,
      quoteVersionId: invoice.quoteVersionId ?? invoice.creditOf?.quoteVersionId ?? null,
      creditOfId: invoice.creditOf?.id ?? null,
      issuedOn,
      dueOn: credit ? issuedOn : addDays(issuedOn, context.invoicing.invoiceDueDays),
      lines: invoice.lines,
      ...totals,
      buyerName: namesBuyer ? invoice.lead.name : null,
      siteAddress: namesBuyer ? await siteAddressOf(tx, invoice.lead) : null,
      issuer: issuerOf(context),
      payment: paymentOf(context),
      note: invoice.note || null,
      createdBy: invoice.by,
    })
    .returning();
  await queueInvoiceEmails(tx, issued!);
  return issued!;
}
