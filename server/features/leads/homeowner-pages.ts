import escapeHtml from "escape-html";
import express, { type Request, type RequestHandler, type Response } from "express";
import type { BusinessProfile } from "@shared/business-profile";
import type { AppDb } from "../../db/client";
import type { Logger } from "../../logger";
import type { CurrentBusiness, CurrentInvoicing } from "../business";
import type { ClientAssets, PageRenderer, StandalonePageShell } from "../site";
import { LINK_DAYS_AFTER_CLOSE, linkReplaced } from "./lead-links";

/** What the address of a link staff replaced says. */
export const REPLACED_LINK_TEXT = "This link has been replaced: we've sent a new one";

/** What the homeowner's private pages (booking, quote, unsubscribe) are made with. */
export interface HomeownerPageDeps {
  db: AppDb;
  client: ClientAssets;
  shell: StandalonePageShell;
  currentBusiness: CurrentBusiness;
  /** the business and its invoicing details, as an invoice issued now states them */
  currentInvoicing: CurrentInvoicing;
  formLimiter: RequestHandler;
  logger: Logger;
}

/**
 * The address holds a private token: the page is never cached, and no other site learns the token from a Referer
 * (same-origin, not no-referrer, which would make the browser send "Origin: null" with the page's own form posts).
 */
const PRIVATE_PAGE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

/** The body of a page's own form posts: small and flat, as its forms send it. */
export const pageForm = (limit = "8kb", parameterLimit = 20) => express.urlencoded({ extended: false, limit, parameterLimit });

interface PageContent {
  title: string;
  description: string;
  /** the page's body: rendered by React on the server, or a few lines of HTML */
  html: string;
}

/** Sending one of the homeowner's pages: rendered whole on the server, with nothing to run in the browser. */
export function homeownerPages({ db, client, shell, currentBusiness }: HomeownerPageDeps) {
  async function send(
    req: Request,
    res: Response,
    status: number,
    content: (renderer: PageRenderer, business: BusinessProfile) => Promise<PageContent>,
  ) {
    const business = await currentBusiness();
    const page = await content(await client.renderer(), business);
    res
      .status(status)
      .type("html")
      .set(PRIVATE_PAGE)
      .send(await shell(req.originalUrl, { ...page, profile: business }));
  }

  /** A link staff replaced with a new one: 410, saying the new one was sent, and the number to call. */
  function replacedLink(req: Request, res: Response, what: string) {
    return send(req, res, 410, async (_renderer, business) => ({
      title: `${what} replaced | ${business.name}`,
      description: `This ${what.toLowerCase()} has been replaced.`,
      html: `<div class="mx-auto max-w-xl px-4 py-16 text-center"><h1 class="text-3xl font-bold text-ink">${escapeHtml(REPLACED_LINK_TEXT)}</h1><p class="mt-4 text-base text-ink-muted">Please use the link in our latest email. If you can't find it, call us on <a class="font-semibold text-brand-700 underline" href="tel:${escapeHtml(business.phone.e164)}">${escapeHtml(business.phone.display)}</a>.</p></div>`,
    }));
  }

  /**
   * A link that is incomplete, altered or no longer there: a 404 that says what to do next (call us); a link staff
   * replaced says so instead (410).
   */
  async function linkNotWorking(req: Request, res: Response, { what, why, then }: { what: string; why: string; then: string }) {
    if (await linkReplaced(db, String(req.params.token ?? ""))) return replacedLink(req, res, what);
    return send(req, res, 404, async (_renderer, business) => ({
      title: `${what} not found | ${business.name}`,
      description: `This ${what.toLowerCase()} does not work.`,
      html: `<div class="mx-auto max-w-xl px-4 py-16 text-center"><h1 class="text-3xl font-bold text-ink">This ${escapeHtml(what.toLowerCase())} does not work</h1><p class="mt-4 text-base text-ink-muted">${escapeHtml(why)} Please call us on <a class="font-semibold text-brand-700 underline" href="tel:${escapeHtml(business.phone.e164)}">${escapeHtml(business.phone.display)}</a> ${escapeHtml(then)}</p></div>`,
    }));
  }

  /** A booking or quote link of a job closed more than 90 days ago: 410, and the number to call instead. */
  function expiredLink(req: Request, res: Response, what: string) {
    return send(req, res, 410, async (_renderer, business) => ({
      title: `${what} expired | ${business.name}`,
      description: `This ${what.toLowerCase()} has expired.`,
      html: `<div class="mx-auto max-w-xl px-4 py-16 text-center"><h1 class="text-3xl font-bold text-ink">This ${escapeHtml(what.toLowerCase())} has expired</h1><p class="mt-4 text-base text-ink-muted">It stopped working ${LINK_DAYS_AFTER_CLOSE} days after your job was closed, to keep your details private. Please call us on <a class="font-semibold text-brand-700 underline" href="tel:${escapeHtml(business.phone.e164)}">${escapeHtml(business.phone.display)}</a> and we'll gladly help.</p></div>`,
    }));
  }

  /**
   * One page behind a private link: how a view of it is rendered, and the link's own 404 and 410 pages.
   * `link` names the link ("Quote link") and says why it may not work and what calling us gets done.
   */
  function linkPage<View>(
    link: { what: string; why: string; then: string },
    content: (view: View, renderer: PageRenderer, business: BusinessProfile) => Promise<PageContent>,
  ) {
    return {
      send: (req: Request, res: Response, status: number, view: View) =>
        send(req, res, status, (renderer, business) => content(view, renderer, business)),
      notFound: (req: Request, res: Response) => linkNotWorking(req, res, link),
      expired: (req: Request, res: Response) => expiredLink(req, res, link.what),
    };
  }

  return { send, linkNotWorking, expiredLink, replacedLink, linkPage };
}
