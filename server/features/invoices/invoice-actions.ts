import type { InvoiceStatus, PaymentMethod } from "@shared/invoices/invoice-api";
import { formatCents } from "@shared/quotes/quote-math";
import { type Invoice, invoicePayments, type Lead, type QuoteVersion } from "@shared/schema";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import type { AppDb } from "../../db/client";
import { badRequest, HttpError } from "../../http-error";
import { enqueuePushAlert } from "../../infra/push/push-queue";
import type { InvoicingContext } from "../business";
import { lockLead } from "../leads";
import { issueInvoice } from "./issue-invoice";
import { claimStages, invoiceStatus } from "./invoice-ledger";
import { acceptedVersionOf, invoicesOfLead, moneyOf } from "./invoices.queries";

/** Takes the lead's row lock: every invoice of one lead is issued one at a time. */
async function lockedLead(tx: AppDb, leadId: number): Promise<Lead> {
  const lead = await lockLead(tx, leadId);
  if (!lead) throw new HttpError(404, "Lead not found");
  return lead;
}

/**
 * The deposit the accepted quote states, as a tax invoice, in the transaction that records the acceptance.
 * Nothing when the quote asks no deposit.
 */
export async function issueDepositInvoice(tx: AppDb, context: InvoicingContext, lead: Lead, version: QuoteVersion, by: string) {
  if (version.depositCents <= 0) return undefined;
  return issueInvoice(tx, context, {
    lead,
    kind: "deposit",
    quoteVersionId: version.id,
    lines: [
      {
        description: `Deposit (${version.depositPercent}%) on quote ${lead.reference}, contract price ${formatCents(version.totalCents)}`,
        quantity: 1,
        amountCents: version.depositCents,
      },
    ],
    by,
  });
}

export interface Claim {
  stage: number;
  amountCents?: number;
  note?: string;
}

/**
 * A progress claim for a stage of the accepted quote: by default what is left of the stage, never more, so the
 * deposit and every claim together never pass the contract price. The claim that leaves nothing of the last
 * stage is the final one. Two claims of one stage at once are taken one after the other (the lead's lock), so
 * the second sees what the first claimed.
 */
export async function claimStage(tx: AppDb, context: InvoicingContext, leadId: number, claim: Claim, by: string): Promise<Invoice> {
  const lead = await lockedLead(tx, leadId);
  const version = await acceptedVersionOf(tx, leadId);
  if (!version) throw badRequest("A claim needs an accepted quote", { stage: "This lead has no accepted quote to claim against" });
  const issued = await invoicesOfLead(tx, leadId);
  const stages = claimStages(version, issued, await moneyOf(tx, issued));
  const stage = stages[claim.stage - 1];
  if (!stage) {
    throw badRequest("There is no such stage", { stage: `The quote has ${stages.length} stage${stages.length === 1 ? "" : "s"}` });
  }
  const amount = claim.amountCents ?? stage.leftCents;
  if (stage.leftCents <= 0) {
    throw badRequest("Nothing is left to claim of this stage", { amountCents: `Stage ${stage.stage} is claimed in full` });
  }
  if (amount > stage.leftCents) {
    throw badRequest("A claim cannot be more than what is left of its stage", {
      amountCents: `A claim cannot be more than what is left of stage ${stage.stage}: ${formatCents(stage.leftCents)}`,
    });
  }
  const last = claim.stage === stages.length && amount === stage.leftCents;
  const whole = amount === stage.amountCents;
  return issueInvoice(tx, context, {
    lead,
    kind: last ? "final" : "progress",
    stage: claim.stage,
    quoteVersionId: version.id,
    lines: [
      {
        description: `Stage ${stage.stage}: ${stage.description}${whole ? "" : ` (${formatCents(amount)} of ${formatCents(stage.amountCents)})`}, quote ${lead.reference}`,
        quantity: 1,
        amountCents: amount,
      },
    ],
    note: claim.note,
    by,
  });
}

/** A credit note against an invoice, for at most what its earlier credits leave of it. */
export async function creditInvoice(
  tx: AppDb,
  context: InvoicingContext,
  invoice: Invoice,
  credit: { amountCents: number; reason: string },
  by: string,
): Promise<Invoice> {
  if (invoice.kind === "credit") throw badRequest("A credit note cannot be credited", { amountCents: "Credit the invoice itself" });
  const lead = await lockedLead(tx, invoice.leadId);
  const money = (await moneyOf(tx, [invoice])).get(invoice.id)!;
  const left = invoice.totalCents - money.creditedCents;
  if (credit.amountCents > left) {
    throw badRequest("A credit cannot be more than the invoice", {
      amountCents:
        left > 0 ? `At most ${formatCents(left)} of ${invoice.number} is left to credit` : `${invoice.number} is credited in full`,
    });
  }
  return issueInvoice(tx, context, {
    lead,
    kind: "credit",
    creditOf: invoice,
    lines: [{ description: `Credit on ${invoice.number}: ${credit.reason}`, quantity: 1, amountCents: -credit.amountCents }],
    note: credit.reason,
    by,
  });
}

export interface NewPayment {
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  note?: string;
  surchargeCents?: number;
  stripePaymentIntent?: string;
  bankLineId?: number;
  by: string;
}

/**
 * Records money received (or, negative, refunded) on an invoice, in the caller's transaction, and tells staff
 * phones of a payment. Answers the invoice's status after it.
 */
export async function recordPayment(tx: AppDb, invoice: Invoice, payment: NewPayment): Promise<InvoiceStatus> {
  if (invoice.kind === "credit") throw badRequest("A credit note is not paid", { amountCents: "Record the payment on the invoice" });
  await lockedLead(tx, invoice.leadId);
  await tx.insert(invoicePayments).values({
    invoiceId: invoice.id,
    amountCents: payment.amountCents,
    surchargeCents: payment.surchargeCents ?? 0,
    paidOn: payment.paidOn,
    method: payment.method,
    note: payment.note ?? "",
    stripePaymentIntent: payment.stripePaymentIntent ?? null,
    bankLineId: payment.bankLineId ?? null,
    recordedBy: payment.by,
  });
  if (payment.amountCents > 0) await enqueuePushAlert(tx, "payment-received", { type: "lead", id: invoice.leadId });
  const money = (await moneyOf(tx, [invoice])).get(invoice.id)!;
  return invoiceStatus(money, brisbaneDay(new Date()));
}
