import type { ClaimStage, InvoiceKind, InvoiceStatus } from "@shared/invoices/invoice-api";
import type { Invoice, QuoteVersion } from "@shared/schema";

/** What an invoice's status is worked out from: its total, the credits against it, and what was paid. */
export interface InvoiceMoney {
  kind: InvoiceKind;
  totalCents: number;
  dueOn: string;
  /** the credit notes against it, as positive cents */
  creditedCents: number;
  /** payments less refunds, leaving out payments under dispute */
  paidCents: number;
  /** card payments the cardholder disputed: owed again until the dispute is won */
  disputedCents?: number;
}

/** What is still owed on an invoice, never below nothing. */
export const owedCents = (money: InvoiceMoney) =>
  money.kind === "credit" ? 0 : Math.max(0, money.totalCents - money.creditedCents - money.paidCents);

/** What was paid beyond what the invoice asks for (after its credits). */
export const overpaidCents = (money: InvoiceMoney) =>
  money.kind === "credit" ? 0 : Math.max(0, money.paidCents - (money.totalCents - money.creditedCents));

/** Whether what is owed is past its due day (YYYY-MM-DD, Brisbane): on the due day itself it is not yet. */
export const isOverdue = (money: InvoiceMoney, today: string) => owedCents(money) > 0 && today > money.dueOn;

/** What is owed and past its due day, or nothing. */
export const overdueCents = (money: InvoiceMoney, today: string) => (isOverdue(money, today) ? owedCents(money) : 0);

/**
 * An invoice's status on a day (YYYY-MM-DD, Brisbane): credited once credits cover it; paid once payments cover
 * what the credits leave; disputed while a card payment of it is disputed; overdue after its due day while anything is owed; else part-paid or unpaid.
 */
export function invoiceStatus(money: InvoiceMoney, today: string): InvoiceStatus {
  if (money.kind === "credit") return "credited";
  const asked = money.totalCents - money.creditedCents;
  if (asked <= 0) return "credited";
  if (money.paidCents >= asked) return "paid";
  if ((money.disputedCents ?? 0) > 0) return "disputed";
  if (isOverdue(money, today)) return "overdue";
  return money.paidCents > 0 ? "part-paid" : "unpaid";
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

/**
 * A lead's invoicing as a whole: what was invoiced (after credits), paid and is still owed, and whether it is paid
 * in full (a final claim stands and nothing is owed).
 */
export function contractTotals(issued: readonly Invoice[], money: Map<number, InvoiceMoney>) {
  const charged = issued.filter((invoice) => invoice.kind !== "credit");
  const invoicedCents = charged.reduce((sum, invoice) => sum + invoice.totalCents - money.get(invoice.id)!.creditedCents, 0);
  const paidCents = charged.reduce((sum, invoice) => sum + money.get(invoice.id)!.paidCents, 0);
  const outstandingCents = charged.reduce((sum, invoice) => sum + owedCents(money.get(invoice.id)!), 0);
  const finalIssued = charged.some((invoice) => invoice.kind === "final" && money.get(invoice.id)!.creditedCents < invoice.totalCents);
  return { invoicedCents, paidCents, outstandingCents, paidInFull: finalIssued && outstandingCents === 0 };
}
