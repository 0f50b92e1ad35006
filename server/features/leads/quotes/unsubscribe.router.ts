import express, { type Request, type RequestHandler, type Response, Router } from "express";
import type { UnsubscribePageView } from "@shared/quotes/quote-views";
import { emailUnsubscribes } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import type { Logger } from "../../../logger";
import type { CurrentBusiness } from "../../business/business-profile-cache";
import type { ClientAssets } from "../../site/client-assets";
import type { StandalonePageShell } from "../../site/standalone-page";
import { leadOfLink } from "../lead-links";

interface UnsubscribeDeps {
  db: AppDb;
  client: ClientAssets;
  shell: StandalonePageShell;
  currentBusiness: CurrentBusiness;
  formLimiter: RequestHandler;
  logger: Logger;
}

/** "jane@example.com" -> "j***@example.com": enough for the owner of the address to recognise it. */
const masked = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, "$1***$2");

/**
 * /unsubscribe/<token>, the link in every follow-up: the page asks (a link scanner opening it unsubscribes nobody);
 * a POST unsubscribes at once, from the page's button or from a mail program's one-click (RFC 8058, which posts
 * "List-Unsubscribe=One-Click" from its own servers: so no same-origin rule here, and nothing but this to change).
 */
export function unsubscribeRouter({ db, client, shell, currentBusiness, formLimiter, logger }: UnsubscribeDeps): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "1kb", parameterLimit: 5 });

  async function send(req: Request, res: Response, status: number, view: UnsubscribePageView | null) {
    const business = await currentBusiness();
    const html = await (await client.renderer()).renderUnsubscribePage({ view, clientConfig: { business } });
    const page = await shell(req.originalUrl, {
      title: `Unsubscribe | ${business.name}`,
      description: "Stop quote reminders.",
      html,
      profile: business,
    });
    res.status(status).type("html").set({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" }).send(page);
  }

  async function emailOf(token: string) {
    const lead = await leadOfLink(db, "unsubscribe", token);
    return lead?.email.trim().toLowerCase();
  }

  router.get("/unsubscribe/:token", async (req, res) => {
    const email = await emailOf(String(req.params.token));
    await send(req, res, email ? 200 : 404, email ? { path: `/unsubscribe/${req.params.token}`, email: masked(email), done: false } : null);
  });

  router.post("/unsubscribe/:token", formLimiter, form, async (req, res) => {
    const email = await emailOf(String(req.params.token));
    if (!email) return send(req, res, 404, null);
    await db.insert(emailUnsubscribes).values({ email }).onConflictDoNothing();
    logger.info("quote follow-ups unsubscribed");
    await send(req, res, 200, { path: `/unsubscribe/${req.params.token}`, email: masked(email), done: true });
  });

  return router;
}
