import { type Request, type Response, Router } from "express";
import { type HomeownerPageDeps, homeownerPages, leadOfLink, linkReplaced, pageForm } from "../leads";
import type { UnsubscribePageView } from "@shared/quotes/quote-views";
import { emailUnsubscribes } from "@shared/schema";

/** "jane@example.com" -> "j***@example.com": enough for the owner of the address to recognise it. */
const masked = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, "$1***$2");

/**
 * /unsubscribe/<token>, the link in every follow-up: the page asks (a link scanner opening it unsubscribes nobody);
 * a POST unsubscribes at once, from the page's button or from a mail program's one-click (RFC 8058, which posts
 * "List-Unsubscribe=One-Click" from its own servers: so no same-origin rule here, and nothing but this to change).
 */
export function unsubscribeRouter(deps: HomeownerPageDeps): Router {
  const { db, formLimiter, logger } = deps;
  const router = Router();
  const form = pageForm("1kb", 5);
  const pages = homeownerPages(deps);

  const send = (req: Request, res: Response, status: number, view: UnsubscribePageView | null) =>
    pages.send(req, res, status, async (renderer, business) => ({
      title: `Unsubscribe | ${business.name}`,
      description: "Stop quote reminders.",
      html: await renderer.renderUnsubscribePage({ view, clientConfig: { business } }),
    }));

  async function emailOf(token: string) {
    const lead = await leadOfLink(db, "unsubscribe", token);
    return lead?.email.trim().toLowerCase();
  }

  router.get("/unsubscribe/:token", async (req, res) => {
    const email = await emailOf(String(req.params.token));
    if (!email && (await linkReplaced(db, String(req.params.token)))) return pages.replacedLink(req, res, "Unsubscribe link");
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
