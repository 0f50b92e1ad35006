/**
 * A tax invoice's money, in integer cents. Every amount on an invoice includes GST; the GST in it is the amount
 * / 11, rounded half up to the cent. It is worked out per line and added up, which is what Xero does with a
 * tax-inclusive import, so an invoice exported to Xero comes back with the same GST and total to the cent.
 */

export interface InvoiceLineAmount {
  amountCents: number;
}

/** The GST inside an amount that includes it: amount / 11, half up (a credit's, negative, mirrors its positive). */
export function gstOfInclusive(amountCents: number): number {
  if (!Number.isInteger(amountCents)) throw new RangeError(`Not whole cents: ${amountCents}`);
  if (amountCents < 0) return -gstOfInclusive(-amountCents);
  return Math.floor((amountCents * 2 + 11) / 22);
}

export function invoiceTotals(lines: readonly InvoiceLineAmount[]): { totalCents: number; gstCents: number } {
  return {
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    gstCents: lines.reduce((sum, line) => sum + gstOfInclusive(line.amountCents), 0),
  };
}

/** From this total including GST a tax invoice names the buyer and the site (the ATO's $1,000 rule). */
export const BUYER_IDENTITY_FROM_CENTS = 100_000;

/** Invoice numbers: INV-000001 and credit notes CN-000001, each its own gap-free sequence. */
export const INVOICE_SERIES = { invoice: "INV", credit: "CN" } as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[keyof typeof INVOICE_SERIES];
export const invoiceNumber = (series: InvoiceSeries, n: number) => `${series}-${String(n).padStart(6, "0")}`;
export const INVOICE_NUMBER_PATTERN = /^(INV|CN)-\d{6,}$/;

/**
 * The invoice number a bank transfer's description holds, as homeowners type references: "INV-000012",
 * "INV 12", "inv000012". Undefined when there is none.
 */
export function invoiceNumberIn(description: string): string | undefined {
  const match = /\bINV[\s-]*0*(\d{1,9})\b/i.exec(description);
  return match ? invoiceNumber("INV", Number(match[1])) : undefined;
}

/**
 * A card surcharge: a percentage (two decimals at most) of the amount paid, rounded half up to the cent.
 * Zero when the Owner has not turned it on.
 */
export function surchargeCents(amountCents: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  if (hundredths <= 0 || amountCents <= 0) return 0;
  return Math.floor((amountCents * hundredths * 2 + 10_000) / 20_000);
}

/** What paying by card asks: what is owed, the surcharge on it, and the two together (what the card is charged). */
export function cardCharge(owedCents: number, surchargePercent: number) {
  const surcharge = surchargeCents(owedCents, surchargePercent);
  return { owedCents, surchargeCents: surcharge, chargeCents: owedCents + surcharge };
}
