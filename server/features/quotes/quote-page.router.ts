import { type Request, Router } from "express";
import { type HomeownerPageDeps, homeownerPages, type LeadMover, leadOfLink, leadLinkExpired, moveLead, pageForm } from "../leads";
import { eq } from "drizzle-orm";
import { needsBuildingGuide } from "@shared/quotes/quote-law";
import { shownVersion, unanswerable } from "@shared/quotes/quote-shown";
import type { QuotePageView } from "@shared/quotes/quote-views";
import { type QuoteVersion, quoteVersions } from "@shared/schema";
import { quoteAcceptanceSchema, quoteDeclineSchema } from "@shared/quotes/quote-validation";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { fieldErrors } from "../../middleware/validate";
import { requireSameOrigin } from "../../middleware/same-origin";
import { coolingOffEnds } from "./cooling-off";
import { queueAnsweredAlert, queueQuoteEmail } from "./quote-emails";
import { quotePdf } from "./quote-pdf";
import { formatDay } from "@shared/calendar/day-format";
import { dividingFenceOf, estimateForLead, neighbourLetterPdf } from "../estimates";
import { versionView } from "./quote-view";
import { issueDepositInvoice } from "../invoices";
import type { InvoicingContext } from "../business";
import { createJob } from "../jobs";
import { lockQuote, quoteOfLead, versionsOf } from "./quotes.queries";
import { sendPdf } from "../../lib/homeowner-pdf";

/** The homeowner, as the lead's history and the audit log name them, from the address they answered from. */
const homeownerOf = (req: Request): LeadMover => ({ id: null, name: "Homeowner (online quote)", ip: req.ip ?? null, homeowner: true });
/** What the page says after a form post, looked up from a fixed list (never from the query's own words). */
const DONE = new Map<string, string>(
  Object.entries({
    accepted:
      "Thank you! Your acceptance is recorded. We've emailed you a copy of the signed quote, and we'll call you to confirm the start date.",
    declined: "Thanks for letting us know. If anything changes, give us a call.",
  }),
);

/** The lead, its quote and the version its link shows (the newest sent: none, and the link shows nothing). */
async function quoteBehind(db: AppDb, token: string) {
  const lead = await leadOfLink(db, "quote", token);
  const quote = lead && (await quoteOfLead(db, lead.id));
  if (!lead || !quote) return undefined;
  const versions = await versionsOf(db, quote.id);
  const shown = shownVersion(versions);
  if (!shown) return undefined;
  return { lead, quote, versions, shown, dividingFence: dividingFenceOf(await estimateForLead(db, lead.id)) };
}
type Found = NonNullable<Awaited<ReturnType<typeof quoteBehind>>>;

/**
 * The homeowner's quote, /quote/<token>: rendered whole on the server, its accept and decline forms posting back
 * (it works with JavaScript off), with the same content as a PDF. An acceptance is of exactly the version shown:
 * the form carries its hash, and a superseded, expired or answered version says why it cannot be accepted.
 */
export function quotePageRouter(deps: HomeownerPageDeps): Router {
  const { db, formLimiter, logger, currentInvoicing } = deps;
  const router = Router();
  const form = pageForm();
  const pages = homeownerPages(deps);

  const page = pages.linkPage<QuotePageView>(
    { what: "Quote link", why: "It may be incomplete, or the quote was withdrawn.", then: "and we'll send it again." },
    async (view, renderer, business) => ({
      title: `Quote ${view.reference} | ${business.name}`,
      description: `Your quote from ${business.name}.`,
      html: await renderer.renderQuotePage({ view, clientConfig: { business } }),
    }),
  );
  const { send, notFound } = page;

  function viewOf(req: Request, found: Found, extra: Partial<QuotePageView> = {}): QuotePageView {
    const { lead, versions, shown } = found;
    return {
      path: `/quote/${req.params.token}`,
      reference: lead.reference,
      homeowner: lead.name,
      version: versionView(shown),
      superseded: versions
        .filter((v) => v.sentAt && v.version < shown.version)
        .map((v) => ({ version: v.version, sentAt: v.sentAt!.toISOString() })),
      closedBecause: unanswerable(shown) ?? null,
      coolingOffEnds: coolingOffEnds(shown),
      values: { fullName: "", reason: "" },
      errors: {},
      neighbourLetter: found.dividingFence !== null,
      ...extra,
    };
  }

  router.get("/quote/:token", async (req, res) => {
    const found = await quoteBehind(db, String(req.params.token));
    if (!found) return notFound(req, res);
    if (leadLinkExpired(found.lead)) return page.expired(req, res);
    const done = typeof req.query.done === "string" ? DONE.get(req.query.done) : undefined;
    await send(req, res, 200, viewOf(req, found, done ? { notice: { tone: "success", text: done } } : {}));
  });

  router.get("/quote/:token/pdf", async (req, res) => {
    const found = await quoteBehind(db, String(req.params.token));
    if (!found) return notFound(req, res);
    if (leadLinkExpired(found.lead)) return page.expired(req, res);
    const { shown, lead } = found;
    res.set("Referrer-Policy", "same-origin");
    sendPdf(
      res,
      await quotePdf({ version: shown, reference: lead.reference, homeowner: lead.name, coolingOffEnds: coolingOffEnds(shown) }),
      `quote-${lead.reference}-v${shown.version}.pdf`,
    );
  });

  /** The neighbour's letter for the dividing fence the homeowner priced, with this quote attached. */
  router.get("/quote/:token/neighbour-letter.pdf", async (req, res) => {
    const found = await quoteBehind(db, String(req.params.token));
    if (!found?.dividingFence) return notFound(req, res);
    if (leadLinkExpired(found.lead)) return page.expired(req, res);
    const { shown, lead, dividingFence } = found;
    const business = await deps.currentBusiness();
    const fileName = `quote-${lead.reference}-v${shown.version}.pdf`;
    const quote = await quotePdf({
      version: shown,
      reference: lead.reference,
      homeowner: lead.name,
      coolingOffEnds: coolingOffEnds(shown),
    });
    res.set("Referrer-Policy", "same-origin");
    sendPdf(
      res,
      await neighbourLetterPdf({
        ...dividingFence,
        business: { name: business.name, phone: business.phone.display },
        today: formatDay(new Date()),
        quote: { pdf: quote, fileName, title: `quote ${lead.reference} (version ${shown.version})` },
      }),
      "dividing-fence-proposal.pdf",
    );
  });

  router.post("/quote/:token", requireSameOrigin, formLimiter, form, async (req, res) => {
    const found = await quoteBehind(db, String(req.params.token));
    if (!found) return notFound(req, res);
    if (leadLinkExpired(found.lead)) return page.expired(req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string) : "");
    const values = { fullName: text("fullName").slice(0, 200), reason: text("reason").slice(0, 1000) };
    const again = (status: number, errors: QuotePageView["errors"], message: string) =>
      send(req, res, status, viewOf(req, found, { values, errors, notice: { tone: "error", text: message } }));

    const declining = body.action === "decline";
    const parsed = declining ? quoteDeclineSchema.safeParse(body) : quoteAcceptanceSchema.safeParse(body);
    if (!parsed.success) return again(400, fieldErrors(parsed.error), "Please check the highlighted answers.");
    if (!declining && needsBuildingGuide(found.shown.totalCents) && body.guide !== "yes") {
      return again(400, { guide: "Please confirm you have received the Consumer Building Guide" }, "Please check the highlighted answers.");
    }
    const seenHash = declining ? found.shown.contentHash : String(body.version);

    const leadId = found.lead.id;
    const invoicing = declining ? undefined : await currentInvoicing();
    const outcome = await inTransaction(db, async (tx): Promise<{ refused: string } | { answered: QuoteVersion }> => {
      // the quote's lock first (as staff take it to edit or send), then the version as it is now: of two answers at
      // once the second finds it answered, and of an answer and a new version sent at once, one happens first
      await lockQuote(tx, found.quote.id);
      const [version] = await tx.select().from(quoteVersions).where(eq(quoteVersions.id, found.shown.id)).for("update");
      if (!version) return { refused: "This quote is no longer available." };
      const why = unanswerable(version);
      if (why) return { refused: why };
      if (version.contentHash !== seenHash) return { refused: "This quote has changed since you opened it. Please read it again." };
      const answered = declining
        ? await decline(tx, version, leadId, req, values.reason.trim())
        : await accept(tx, version, leadId, req, values.fullName.trim(), body.guide === "yes", invoicing!);
      await queueAnsweredAlert(tx, answered.id);
      if (!declining) await queueQuoteEmail(tx, answered.id, "confirmation");
      return { answered };
    });
    if ("refused" in outcome) {
      return send(
        req,
        res,
        409,
        viewOf(req, (await quoteBehind(db, String(req.params.token))) ?? found, {
          values,
          notice: { tone: "error", text: outcome.refused },
        }),
      );
    }
    logger.info(
      {
        leadId: found.lead.id,
        quoteId: found.quote.id,
        version: outcome.answered.version,
        answer: declining ? "declined" : "accepted",
      },
      "quote answered online",
    );
    res.redirect(303, `/quote/${req.params.token}?done=${declining ? "declined" : "accepted"}`);
  });

  return router;
}

/**
 * Records the acceptance (the typed name, the time, the address and browser), the lead is Won, the deposit the
 * quote states is issued as a tax invoice, and the job is made with the quote's stages: all in one transaction,
 * so no acceptance is without its invoice or its job.
 */
async function accept(
  tx: AppDb,
  version: QuoteVersion,
  leadId: number,
  req: Request,
  fullName: string,
  guide: boolean,
  invoicing: InvoicingContext,
) {
  const [accepted] = await tx
    .update(quoteVersions)
    .set({
      state: "accepted",
      acceptedName: fullName,
      acceptedAt: new Date(),
      acceptedIp: req.ip ?? null,
      acceptedUserAgent: (req.get("user-agent") ?? "").slice(0, 500) || null,
      acceptedGuide: guide,
    })
    .where(eq(quoteVersions.id, version.id))
    .returning();
  const moved = await moveLead(tx, leadId, { status: "won", quoteValue: accepted!.totalCents / 100 }, homeownerOf(req));
  await issueDepositInvoice(tx, invoicing, moved!.lead, accepted!, homeownerOf(req).name);
  await createJob(tx, moved!.lead, { version: accepted! }, homeownerOf(req).name);
  return accepted!;
}

/** Records the decline with its reason, and the lead is Lost. */
async function decline(tx: AppDb, version: QuoteVersion, leadId: number, req: Request, reason: string) {
  const [declined] = await tx
    .update(quoteVersions)
    .set({ state: "declined", declinedAt: new Date(), declinedReason: reason || null })
    .where(eq(quoteVersions.id, version.id))
    .returning();
  await moveLead(
    tx,
    leadId,
    { status: "lost", lostReason: "other", lostNote: reason ? `Declined the quote online: ${reason}` : "Declined the quote online" },
    homeownerOf(req),
  );
  return declined!;
}
