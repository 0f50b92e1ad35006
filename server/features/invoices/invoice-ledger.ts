import type { InvoiceKind, InvoiceStatus } from "@shared/invoices/invoice-api";

/** What an invoice's status is worked out from: its total, the credits against it, and what was paid. */
export interface InvoiceMoney {
  kind: InvoiceKind;
  totalCents: number;
  dueOn: string;
  /** the credit notes against it, as positive cents */
  creditedCents: number;
  /** payments less refunds */
  paidCents: number;
}

/** What is still owed on an invoice, never below nothing. */
export const owedCents = (money: InvoiceMoney) =>
  money.kind === "credit" ? 0 : Math.max(0, money.totalCents - money.creditedCents - money.paidCents);

/** What was paid beyond what the invoice asks for (after its credits). */
export const overpaidCents = (money: InvoiceMoney) =>
  money.kind === "credit" ? 0 : Math.max(0, money.paidCents - (money.totalCents - money.creditedCents));

/**
 * An invoice's status on a day (YYYY-MM-DD, Brisbane): credited once credits cover it; paid once payments cover
 * what the credits leave; overdue after its due day while anything is owed; else part-paid or unpaid.
 */
export function invoiceStatus(money: InvoiceMoney, today: string): InvoiceStatus {
  if (money.kind === "credit") return "credited";
  const asked = money.totalCents - money.creditedCents;
  if (asked <= 0) return "credited";
  if (money.paidCents >= asked) return "paid";
  if (today > money.dueOn) return "overdue";
  return money.paidCents > 0 ? "part-paid" : "unpaid";
}
