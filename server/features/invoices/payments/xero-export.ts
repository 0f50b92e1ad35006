import { asc, between, eq, inArray } from "drizzle-orm";
import { chargesGst } from "@shared/invoices/invoice-words";
import { invoicePayments, invoices, leads } from "@shared/schema";
import type { XeroRange } from "@shared/invoices/invoice-validation";
import type { AppDb } from "../../../db/client";
import { toCsv } from "../../../lib/csv";

/**
 * Xero's import files. Sales invoices: one row per line, amounts including GST (import them choosing "Tax
 * inclusive"), the tax type "GST on Income", so Xero's GST per line adds back to each invoice's GST; a credit
 * note is the same with negative amounts, as Xero's import takes them. Payments: one row per payment received, and
 * a refund as a negative payment, so Xero's balance of each invoice agrees with ours.
 */

/** Xero's account for sales in its Australian chart of accounts ("200 Sales"). */
export const XERO_SALES_ACCOUNT = "200";
export const XERO_TAX_TYPE = "GST on Income";
/** A business not registered for GST reports no GST: its sales are outside the BAS. */
export const XERO_NO_GST_TAX_TYPE = "BAS Excluded";

/** "2026-11-27" -> "27/11/2026", the date as an Australian Xero organisation imports it. */
const xeroDate = (day: string) => day.split("-").reverse().join("/");
/** cents -> dollars as a number (integer / 100 prints back with at most two decimals) */
const dollars = (cents: number) => cents / 100;

export async function xeroInvoicesCsv(db: AppDb, range: XeroRange): Promise<string> {
  const rows = await db
    .select({ invoice: invoices, lead: { name: leads.name, email: leads.email, reference: leads.reference } })
    .from(invoices)
    .innerJoin(leads, eq(leads.id, invoices.leadId))
    .where(between(invoices.issuedOn, range.from, range.to))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  const creditOf = new Map<number, string>();
  const creditedIds = rows.flatMap(({ invoice }) => (invoice.creditOfId ? [invoice.creditOfId] : []));
  if (creditedIds.length) {
    for (const row of await db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.id, creditedIds))) {
      creditOf.set(row.id, row.number);
    }
  }
  const lines = rows.flatMap(({ invoice, lead }) =>
    invoice.lines.map((line) => ({
      contact: invoice.buyerName ?? lead.name,
      email: lead.email,
      number: invoice.number,
      reference: invoice.creditOfId ? `${lead.reference} credit on ${creditOf.get(invoice.creditOfId)}` : lead.reference,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      description: line.description,
      quantity: line.quantity,
      unitCents: line.amountCents / line.quantity,
      taxType: chargesGst(invoice.issuer) ? XERO_TAX_TYPE : XERO_NO_GST_TAX_TYPE,
    })),
  );
  return toCsv(lines, [
    { header: "*ContactName", value: (l) => l.contact },
    { header: "EmailAddress", value: (l) => l.email },
    { header: "*InvoiceNumber", value: (l) => l.number },
    { header: "Reference", value: (l) => l.reference },
    { header: "*InvoiceDate", value: (l) => xeroDate(l.issuedOn) },
    { header: "*DueDate", value: (l) => xeroDate(l.dueOn) },
    { header: "*Description", value: (l) => l.description },
    { header: "*Quantity", value: (l) => l.quantity },
    { header: "*UnitAmount", value: (l) => dollars(l.unitCents) },
    { header: "*AccountCode", value: () => XERO_SALES_ACCOUNT },
    { header: "*TaxType", value: (l) => l.taxType },
    { header: "Currency", value: () => "AUD" },
  ]);
}

/** Payments received in the range, and refunds as negative payments. */
export async function xeroPaymentsCsv(db: AppDb, range: XeroRange): Promise<string> {
  const rows = await db
    .select({ payment: invoicePayments, number: invoices.number })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(between(invoicePayments.paidOn, range.from, range.to))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  return toCsv(rows, [
    { header: "*InvoiceNumber", value: (r) => r.number },
    { header: "*Amount", value: (r) => dollars(r.payment.amountCents) },
    { header: "*Date", value: (r) => xeroDate(r.payment.paidOn) },
    {
      header: "Reference",
      value: (r) =>
        `${r.payment.amountCents < 0 ? "Refund, " : ""}${{ bank: "bank transfer", cash: "cash", card: "card" }[r.payment.method]}${r.payment.note ? `: ${r.payment.note}` : ""}`.replace(
          /^./,
          (first) => first.toUpperCase(),
        ),
    },
  ]);
}
