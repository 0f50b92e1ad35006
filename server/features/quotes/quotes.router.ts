import { queueText } from "../texts";
import { quoteSentText } from "@shared/texts/text-words";
import { type Request, Router } from "express";
import { sendPdf } from "../../lib/homeowner-pdf";
import { eq, sql } from "drizzle-orm";
import { formatCents, quoteTotals } from "@shared/quotes/quote-math";
import { unanswerable } from "@shared/quotes/quote-shown";
import type { QuoteWriteAnswer, StaffQuoteView } from "@shared/quotes/quote-views";
import { quotes, type Quote, type QuoteVersion } from "@shared/schema";
import { newQuoteSchema, quoteContentSchema, quoteLawProblems, type QuoteContent } from "@shared/quotes/quote-validation";
import type { AppDb } from "../../db/client";
import { HttpError, notFound } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireStaff } from "../../middleware/require-staff";
import { parseBody, parseId } from "../../middleware/validate";
import type { CurrentInvoicing } from "../business";
import { INVOICING_NOT_READY, invoicingReady } from "@shared/invoices/invoice-words";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { findLead, findLeadByReference, leadLink } from "../leads";
import { isUnsubscribed, queueQuoteEmail, queueSentQuote } from "./quote-emails";
import { quotePdf } from "./quote-pdf";
import { staffQuoteView } from "./quote-view";
import { contractorOf } from "./quote-versions";
import {
  ACCEPTED_QUOTE_MESSAGE,
  createQuote,
  editQuote,
  findQuote,
  lockQuote,
  quoteOfLead,
  sendQuote,
  shownVersionOf,
  versionsOf,
} from "./quotes.queries";
import { coolingOffEnds } from "./cooling-off";
import { estimateForLead } from "../estimates";
import { runOfEstimate } from "@shared/costs/work-runs";

/** The content as staff wrote it, refused with field messages where the law or the sums say no. */
function lawfulContent(content: QuoteContent): QuoteContent {
  const problems = quoteLawProblems(content, quoteTotals(content.lines, content.depositPercent));
  if (Object.keys(problems).length) throw new HttpError(400, "Please check the highlighted fields", problems);
  return content;
}

const ALREADY_QUOTED = "This lead already has a quote: change that one";

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const found = e as { code?: string; constraint?: string };
    if (found.code === "23505" && found.constraint === constraint) return true;
  }
  return false;
}

/**
 * Staff's side of quotes: write one from a lead (by its reference), edit it (a sent version never changes: the
 * edit is the next version), send it, follow it up by hand or stop the follow-ups, and read it with its emails.
 */
export function quotesRouter(db: AppDb, secrets: SecretBox, currentInvoicing: CurrentInvoicing): Router {
  const currentBusiness = async () => (await currentInvoicing()).business;
  const router = Router();

  async function quoteAndLead(id: number) {
    const quote = await findQuote(db, id);
    const lead = quote && (await findLead(db, quote.leadId));
    if (!quote || !lead) throw notFound("Quote not found");
    return { quote, lead };
  }

  async function writeAnswer(tx: AppDb, quote: Quote, version: QuoteVersion): Promise<QuoteWriteAnswer> {
    const token = await leadLink(tx, secrets, quote.leadId, "quote");
    const { siteUrl } = await currentBusiness();
    const { subtotalCents, gstCents, totalCents, depositCents } = version;
    return { id: quote.id, version: version.version, url: `${siteUrl}/quote/${token}`, subtotalCents, gstCents, totalCents, depositCents };
  }

  /** Inside the transaction that changes the quote: its lock, then no change once a version is accepted. */
  const refuseAccepted = async (tx: AppDb, quote: Quote) => {
    if ((await lockQuote(tx, quote.id)).accepted) throw new HttpError(409, ACCEPTED_QUOTE_MESSAGE);
  };

  /** Writes a version of a lead's quote (the first, or the next) with its audit row, and answers what was written. */
  const writeVersion = (
    req: Request,
    lead: { id: number; reference: string },
    write: (tx: AppDb) => Promise<{ quote: Quote; version: QuoteVersion }>,
  ) =>
    audited(db, actorOf(req), async (tx, audit) => {
      const { quote, version } = await write(tx);
      await audit({
        action: "quote.write",
        targetType: "lead",
        targetId: lead.id,
        summary: `${lead.reference}: quote version ${version.version} written, ${formatCents(version.totalCents)}`,
        after: { version: version.version, totalCents: version.totalCents },
      });
      return writeAnswer(tx, quote, version);
    });

  router.post("/quotes", requireStaff, async (req, res) => {
    const { reference, ...input } = parseBody(req, newQuoteSchema);
    const content = lawfulContent(input);
    const lead = await findLeadByReference(db, reference);
    if (!lead) throw notFound("No lead has that reference");
    if (await quoteOfLead(db, lead.id)) throw new HttpError(409, ALREADY_QUOTED);
    // a lead from the instant estimate starts with the estimate's run
    const estimate = content.runs === undefined ? await estimateForLead(db, lead.id) : undefined;
    if (estimate) content.runs = [runOfEstimate(estimate.job)];
    const contractor = contractorOf(await currentBusiness());
    // one quote per lead, kept by a unique index: of two written at once, the second is told to change the first
    const answer = await writeVersion(req, lead, async (tx) => {
      const created = await createQuote(tx, lead.id, content, contractor, req.user!.username);
      return { quote: created.quote, version: created.version };
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, "quotes_one_per_lead")) throw new HttpError(409, ALREADY_QUOTED);
      throw error;
    });
    res.status(201).json(answer satisfies QuoteWriteAnswer);
  });

  router.get("/quotes/:id", requireStaff, async (req, res) => {
    const { quote, lead } = await quoteAndLead(parseId(req.params.id, "quote id"));
    res.json((await staffQuoteView(db, quote, lead)) satisfies StaffQuoteView);
  });

  router.patch("/quotes/:id", requireStaff, async (req, res) => {
    const { quote, lead } = await quoteAndLead(parseId(req.params.id, "quote id"));
    const content = lawfulContent(parseBody(req, quoteContentSchema));
    const contractor = contractorOf(await currentBusiness());
    const answer = await writeVersion(req, lead, async (tx) => {
      await refuseAccepted(tx, quote);
      return { quote, version: await editQuote(tx, quote.id, content, contractor, req.user!.username) };
    });
    res.json(answer satisfies QuoteWriteAnswer);
  });

  router.post("/quotes/:id/send", requireStaff, async (req, res) => {
    const { quote, lead } = await quoteAndLead(parseId(req.params.id, "quote id"));
    // read before the transaction: a read of db inside it would wait on its own connection (the embedded database has one)
    const { business, invoicing } = await currentInvoicing();
    const sent = await audited(db, actorOf(req), async (tx, audit) => {
      await refuseAccepted(tx, quote);
      const version = await sendQuote(tx, quote, actorOf(req));
      if (!version) return undefined;
      // its acceptance issues the deposit's invoice at once: no invoice goes out without the ABN and the GST answer
      if (version.depositCents > 0 && !invoicingReady(invoicing))
        throw new HttpError(409, INVOICING_NOT_READY, { abn: INVOICING_NOT_READY });
      await queueSentQuote(tx, version);
      // by text too, when the homeowner asked for texts
      await queueText(tx, {
        leadId: lead.id,
        number: lead.phone,
        body: quoteSentText(business.name, lead.reference),
        purpose: "quote-sent",
        needsConsent: true,
        siteUrl: business.siteUrl,
      });
      await audit({
        action: "quote.send",
        targetType: "lead",
        targetId: quote.leadId,
        summary: `${lead.reference}: quote version ${version.version} sent, ${formatCents(version.totalCents)}`,
        after: { version: version.version, totalCents: version.totalCents, contentHash: version.contentHash },
      });
      return version;
    });
    if (!sent) throw new HttpError(409, "This version was already sent. Change the quote to make a new version.");
    res.json((await staffQuoteView(db, (await findQuote(db, quote.id))!, lead)) satisfies StaffQuoteView);
  });

  /** A follow-up by hand, now: only while the quote waits for an answer, never to an address that unsubscribed. */
  router.post("/quotes/:id/follow-ups", requireStaff, async (req, res) => {
    const { quote, lead } = await quoteAndLead(parseId(req.params.id, "quote id"));
    const version = await shownVersionOf(db, quote.id);
    if (!version || unanswerable(version)) throw new HttpError(409, "Only a sent quote still waiting for an answer can be followed up");
    if (await isUnsubscribed(db, lead.email)) throw new HttpError(409, "The homeowner unsubscribed from follow-ups");
    await audited(db, actorOf(req), async (tx, audit) => {
      await queueQuoteEmail(tx, version.id, "follow-up", { manual: true });
      await audit({
        action: "quote.follow-up",
        targetType: "lead",
        targetId: quote.leadId,
        summary: `${lead.reference}: follow-up sent by hand`,
      });
    });
    res.status(202).json(await staffQuoteView(db, quote, lead));
  });

  /** The homeowner replied (by phone, by email): the scheduled follow-ups stop. */
  router.post("/quotes/:id/reply", requireStaff, async (req, res) => {
    const { quote, lead } = await quoteAndLead(parseId(req.params.id, "quote id"));
    const updated = await audited(db, actorOf(req), async (tx, audit) => {
      const [row] = await tx
        .update(quotes)
        .set({ followUpsStoppedAt: sql`coalesce(${quotes.followUpsStoppedAt}, now())` })
        .where(eq(quotes.id, quote.id))
        .returning();
      if (!quote.followUpsStoppedAt)
        await audit({
          action: "quote.reply",
          targetType: "lead",
          targetId: quote.leadId,
          summary: `${lead.reference}: homeowner's reply logged, follow-ups stopped`,
        });
      return row!;
    });
    res.json((await staffQuoteView(db, updated, lead)) satisfies StaffQuoteView);
  });

  /** A version as the PDF the homeowner gets, for staff to check or print. */
  router.get("/quotes/:id/versions/:version/pdf", requireStaff, async (req, res) => {
    const { quote, lead } = await quoteAndLead(parseId(req.params.id, "quote id"));
    const number = parseId(req.params.version, "version");
    const version = (await versionsOf(db, quote.id)).find((v) => v.version === number);
    if (!version) throw notFound("No such version");
    sendPdf(
      res,
      await quotePdf({ version, reference: lead.reference, homeowner: lead.name, coolingOffEnds: coolingOffEnds(version) }),
      `quote-${lead.reference}-v${version.version}.pdf`,
    );
  });

  return router;
}
