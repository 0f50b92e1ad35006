import express, { type Request, Router } from "express";
import { and, asc, eq } from "drizzle-orm";
import type { BankLineMatched, InvoiceListItem, UnmatchedBankLines } from "@shared/invoices/invoice-api";
import { formatCents } from "@shared/quotes/quote-math";
import { bankStatementLines } from "@shared/schema";
import { LEAD_REFERENCE_PATTERN } from "@shared/leads/lead-reference";
import {
  claimSchema,
  creditSchema,
  matchLineSchema,
  paymentSchema,
  renewInvoiceLinkSchema,
  xeroRangeSchema,
} from "@shared/invoices/invoice-validation";
import type { AppDb } from "../../db/client";
import { HttpError, notFound } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { sendCsv } from "../../lib/csv";
import { actorOf } from "../../middleware/audit-actor";
import { requireOwner } from "../../middleware/require-owner";
import { requireStaff } from "../../middleware/require-staff";
import { parseBody, parseId } from "../../middleware/validate";
import { findLead, findLeadByReference, linkRenewed, queueNewLinkEmail } from "../leads";
import { renewInvoiceLink } from "./invoice-links";
import { importStatement, matchLine } from "./payments/bank-import";
import { parseBankStatement } from "./payments/bank-statement";
import { claimStage, creditInvoice, recordPayment } from "./invoice-actions";
import type { CurrentInvoicing } from "../business";
import { findInvoice } from "./invoices.queries";
import { leadInvoices } from "./lead-invoices";
import { xeroInvoicesCsv, xeroPaymentsCsv } from "./payments/xero-export";

const BANK_STATEMENT_PATH = "/bank-statements";
const csvBody = express.text({ type: "text/csv", limit: "2mb" });

/** Staff's invoicing: a lead's invoices, claims, payments, credit notes, bank statements, and Xero's files. */
export function invoicesRouter(db: AppDb, secrets: SecretBox, currentInvoicing: CurrentInvoicing): Router {
  const router = Router();

  async function leadOf(req: Request) {
    const reference = String(req.params.reference).toUpperCase();
    const lead = LEAD_REFERENCE_PATTERN.test(reference) ? await findLeadByReference(db, reference) : undefined;
    if (!lead) throw notFound("Lead not found");
    return lead;
  }
  async function invoiceOf(req: Request) {
    const invoice = await findInvoice(db, String(req.params.number).toUpperCase());
    if (!invoice) throw notFound("Invoice not found");
    return invoice;
  }
  /** The invoice as the lead's list shows it, after a change. */
  async function listed(leadId: number, number: string): Promise<InvoiceListItem> {
    const lead = (await findLead(db, leadId))!;
    return (await leadInvoices(db, secrets, lead)).invoices.find((invoice) => invoice.number === number)!;
  }

  /** "Send a new link" for one invoice of the lead: the old link ends at once, and the new one is emailed. */
  router.post("/leads/:reference/links/invoice/renew", requireStaff, async (req, res) => {
    const lead = await leadOf(req);
    const { invoice: number } = parseBody(req, renewInvoiceLinkSchema);
    const invoice = await findInvoice(db, number);
    if (!invoice || invoice.leadId !== lead.id) throw notFound("Invoice not found");
    await audited(db, actorOf(req), async (tx, audit) => {
      await renewInvoiceLink(tx, secrets, invoice);
      await queueNewLinkEmail(tx, { leadId: lead.id, purpose: "invoice", invoiceId: invoice.id });
      await audit({
        action: "lead.link-renew",
        targetType: "lead",
        targetId: lead.id,
        summary: `${lead.reference}: a new invoice link for ${invoice.number} sent`,
      });
    });
    linkRenewed(res, "invoice", invoice.number);
  });

  router.get("/leads/:reference/invoices", requireStaff, async (req, res) => {
    res.json(await leadInvoices(db, secrets, await leadOf(req)));
  });

  router.post("/leads/:reference/claims", requireStaff, async (req, res) => {
    const lead = await leadOf(req);
    const claim = parseBody(req, claimSchema);
    const context = await currentInvoicing();
    const invoice = await audited(db, actorOf(req), async (tx, audit) => {
      const issued = await claimStage(tx, context, lead.id, claim, actorOf(req).name);
      await audit({
        action: "invoice.claim",
        targetType: "lead",
        targetId: lead.id,
        summary: `${lead.reference}: ${issued.number} for stage ${claim.stage}, ${formatCents(issued.totalCents)}`,
        after: { number: issued.number, stage: claim.stage, totalCents: issued.totalCents, kind: issued.kind },
      });
      return issued;
    });
    res.status(201).json(await listed(lead.id, invoice.number));
  });

  router.post("/invoices/:number/payments", requireStaff, async (req, res) => {
    const invoice = await invoiceOf(req);
    const payment = parseBody(req, paymentSchema);
    await audited(db, actorOf(req), async (tx, audit) => {
      await recordPayment(tx, invoice, { ...payment, note: `Recorded by ${actorOf(req).name}`, by: actorOf(req).name });
      await audit({
        action: "invoice.payment",
        targetType: "invoice",
        targetId: invoice.number,
        summary: `${invoice.number}: ${formatCents(payment.amountCents)} by ${payment.method} on ${payment.paidOn}`,
        after: payment,
      });
    });
    res.status(201).json(await listed(invoice.leadId, invoice.number));
  });

  router.post("/invoices/:number/credit", requireOwner, async (req, res) => {
    const invoice = await invoiceOf(req);
    const credit = parseBody(req, creditSchema);
    const context = await currentInvoicing();
    const note = await audited(db, actorOf(req), async (tx, audit) => {
      const issued = await creditInvoice(tx, context, invoice, credit, actorOf(req).name);
      await audit({
        action: "invoice.credit",
        targetType: "invoice",
        targetId: invoice.number,
        summary: `${issued.number} credits ${formatCents(credit.amountCents)} of ${invoice.number}: ${credit.reason}`,
        after: { number: issued.number, ...credit },
      });
      return issued;
    });
    res.status(201).json(await listed(invoice.leadId, note.number));
  });

  router.post(BANK_STATEMENT_PATH, requireStaff, csvBody, async (req, res) => {
    if (!req.is("text/csv")) throw new HttpError(415, "Content-Type must be text/csv");
    const parsed = parseBankStatement(typeof req.body === "string" ? req.body : "");
    if (!parsed.ok) {
      res.status(422).json({ message: "Nothing was imported: please fix these lines", errors: parsed.errors });
      return;
    }
    const answer = await audited(db, actorOf(req), async (tx, audit) => {
      const result = await importStatement(tx, parsed.lines, actorOf(req).name);
      await audit({
        action: "invoice.bank-import",
        targetType: "bank-statement",
        summary: `Bank statement: ${result.matched.length} matched, ${result.unmatched.length} to match, ${result.alreadyImported} already imported`,
        after: { matched: result.matched },
      });
      return result;
    });
    res.json(answer);
  });

  router.get(`${BANK_STATEMENT_PATH}/unmatched`, requireStaff, async (_req, res) => {
    const rows = await db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.state, "unmatched"))
      .orderBy(asc(bankStatementLines.bookedOn), asc(bankStatementLines.id));
    res.json({
      lines: rows.map((row) => ({ id: row.id, date: row.bookedOn, amountCents: row.amountCents, description: row.description })),
    } satisfies UnmatchedBankLines);
  });

  router.post(`${BANK_STATEMENT_PATH}/lines/:id/match`, requireStaff, async (req, res) => {
    const id = parseId(req.params.id);
    const { invoice: number } = parseBody(req, matchLineSchema);
    const invoice = await findInvoice(db, number);
    if (!invoice) throw new HttpError(400, "No such invoice", { invoice: `There is no invoice ${number}` });
    const status = await audited(db, actorOf(req), async (tx, audit) => {
      const matched = await matchLine(tx, id, invoice, actorOf(req).name);
      if (!matched) throw notFound("That statement line is not waiting to be matched");
      await audit({ action: "invoice.bank-line", targetType: "bank-line", targetId: id, summary: `Bank line ${id} matched to ${number}` });
      return matched;
    });
    res.json({ invoice: number, status } satisfies BankLineMatched);
  });

  router.post(`${BANK_STATEMENT_PATH}/lines/:id/ignore`, requireStaff, async (req, res) => {
    const id = parseId(req.params.id);
    await audited(db, actorOf(req), async (tx, audit) => {
      const [ignored] = await tx
        .update(bankStatementLines)
        .set({ state: "ignored" })
        .where(and(eq(bankStatementLines.id, id), eq(bankStatementLines.state, "unmatched")))
        .returning({ id: bankStatementLines.id });
      if (!ignored) throw notFound("That statement line is not waiting to be matched");
      await audit({ action: "invoice.bank-line", targetType: "bank-line", targetId: id, summary: `Bank line ${id} ignored` });
    });
    res.status(204).end();
  });

  const XERO_FILES = { "xero-invoices": xeroInvoicesCsv, "xero-payments": xeroPaymentsCsv } as const;
  for (const [file, write] of Object.entries(XERO_FILES)) {
    const path = `/invoices/export/${file}`;
    // a POST, audited: never a GET, which a link on another site could make
    router.all(path, (req, res, next) => {
      if (req.method === "POST") return next();
      res.set("Allow", "POST");
      next(new HttpError(405, "Download the file with its button on the lead desk"));
    });
    router.post(path, requireOwner, async (req, res) => {
      const range = parseBody(req, xeroRangeSchema);
      const csv = await audited(db, actorOf(req), async (tx, audit) => {
        await audit({
          action: "invoice.xero-export",
          targetType: "export",
          targetId: file,
          summary: `${file}: ${range.from} to ${range.to}`,
          after: range,
        });
        return write(tx, range);
      });
      sendCsv(res, `${file}-${range.from}-to-${range.to}.csv`, csv);
    });
  }

  return router;
}
