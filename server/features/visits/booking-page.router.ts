import { type Request, Router } from "express";
import { type HomeownerPageDeps, homeownerPages, leadOfBookingToken, leadLinkExpired, pageForm } from "../leads";
import type { BookingPageView } from "@shared/visits/booking-page";
import { parseBrisbaneIso } from "@shared/calendar/brisbane-time";
import type { ExcavatorAccess } from "@shared/visits/visit-api";
import { SLOT_MESSAGE, visitBookingSchema } from "@shared/visits/visit-validation";
import { inTransaction } from "../../db/transaction";
import { fieldErrors } from "../../middleware/validate";
import { requireSameOrigin } from "../../middleware/same-origin";
import type { Lead } from "@shared/schema";
import { type BookingActor, bookedVisitOf, bookVisit, cancelVisit } from "./visits.queries";
import { visitView } from "./visit-rules";
import { queueVisitEmails } from "./visit-emails";
import { HOMEOWNER_BOOKING, type WindowRefusal } from "./visit-rules";
import { openWindows, windowStartingAt } from "./visit-windows.queries";

/** The homeowner, as the lead's history and the audit log name them, from the address they booked from. */
const homeownerOf = (req: Request): BookingActor => ({
  id: null,
  name: "Homeowner (online booking)",
  ip: req.ip ?? null,
  homeowner: true,
  bookedBy: "homeowner",
});
const CLOSED_STATUSES = ["won", "lost"];

const REFUSALS: Record<WindowRefusal, string> = {
  "not-a-window": SLOT_MESSAGE,
  "too-soon": "That time is too soon to book online. Please choose a later one.",
  "too-far": "That time is too far ahead to book online. Please choose one of the times shown.",
  "day-off": "We are not visiting that day. Please choose another time.",
  "public-holiday": "That day is a public holiday. Please choose another time.",
  full: "Sorry, that time was just taken. Please choose another.",
};

/** What the page says after a form post, looked up from a fixed list (never from the query's own words). */
const DONE = new Map<string, string>(
  Object.entries({
    booked: "Your visit is booked. We've emailed you the details and a calendar invitation.",
    moved: "Your visit has its new time. We've emailed you the details.",
    cancelled: "Your visit is cancelled. Call us when a new time suits you.",
  }),
);

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The homeowner's booking page, /book/<token>: rendered whole on the server, its forms posting back (so it works
 * with JavaScript off), throttled like the quote forms. An unknown or altered token is a 404 page that says to call.
 */
export function bookingPageRouter(deps: HomeownerPageDeps): Router {
  const { db, formLimiter, logger } = deps;
  const router = Router();
  const form = pageForm();
  const pages = homeownerPages(deps);

  const page = pages.linkPage<BookingPageView>(
    {
      what: "Booking link",
      why: "It may be incomplete, or the request it belonged to was removed.",
      then: "and we'll book your visit.",
    },
    async (view, renderer, business) => ({
      title: `Book your site visit | ${business.name}`,
      description: "Choose a time for your free on-site consultation.",
      html: await renderer.renderBookingPage({ view, clientConfig: { business } }),
    }),
  );
  const { send, notFound } = page;

  /** What the page shows for the lead now; `extra` carries a notice, the form's answers and its errors. */
  async function viewOf(req: Request, lead: Lead, extra: Partial<BookingPageView> = {}): Promise<BookingPageView> {
    const visit = await bookedVisitOf(db, lead.id);
    const changing = req.query.change === "1" || extra.changing === true;
    const outside = lead.outsideServiceArea;
    const state: BookingPageView["state"] = CLOSED_STATUSES.includes(lead.status)
      ? "closed"
      : visit
        ? "booked"
        : lead.isSpam || outside
          ? "call"
          : "choose";
    const view = visit ? visitView(visit) : null;
    const wantsWindows = state === "choose" || (state === "booked" && changing && view?.changeable);
    return {
      path: `/book/${req.params.token}`,
      firstName: firstNameOf(lead.name),
      reference: lead.reference,
      suburb: lead.location,
      state,
      visit: view,
      windows: wantsWindows ? await openWindows(db, HOMEOWNER_BOOKING) : [],
      changing: state === "booked" && changing && Boolean(view?.changeable),
      values: {
        address: visit?.address ?? lead.location ?? "",
        excavatorAccess: (visit?.excavatorAccess as ExcavatorAccess) ?? undefined,
        parking: visit?.parking ?? undefined,
      },
      errors: {},
      ...extra,
    };
  }

  const leadOf = (req: Request) => leadOfBookingToken(db, String(req.params.token));

  router.get("/book/:token", async (req, res) => {
    const lead = await leadOf(req);
    if (!lead) return notFound(req, res);
    if (leadLinkExpired(lead)) return page.expired(req, res);
    const done = typeof req.query.done === "string" ? DONE.get(req.query.done) : undefined;
    await send(req, res, 200, await viewOf(req, lead, done ? { notice: { tone: "success", text: done } } : {}));
  });

  router.post("/book/:token", requireSameOrigin, formLimiter, form, async (req, res) => {
    const lead = await leadOf(req);
    if (!lead) return notFound(req, res);
    if (leadLinkExpired(lead)) return page.expired(req, res);
    const path = `/book/${req.params.token}`;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const before = await viewOf(req, lead);

    if (body.action === "cancel") {
      if (before.state !== "booked" || !before.visit?.changeable) {
        return send(req, res, 409, {
          ...before,
          notice: { tone: "error", text: "This visit can no longer be cancelled online. Please call us." },
        });
      }
      // read before the transaction: a read of db inside it would wait on its own connection (the embedded database has one)
      const business = await deps.currentBusiness();
      await inTransaction(db, async (tx) => {
        const cancelled = await cancelVisit(tx, lead.id, homeownerOf(req));
        if (cancelled) await queueVisitEmails(tx, cancelled, "cancelled", { byHomeowner: true, business });
      });
      logger.info({ leadId: lead.id }, "site visit cancelled by the homeowner");
      return res.redirect(303, `${path}?done=cancelled`);
    }

    if (before.state === "closed" || before.state === "call") {
      return send(req, res, 409, {
        ...before,
        notice: { tone: "error", text: "Online booking is not open for this request. Please call us to arrange a time." },
      });
    }
    if (before.state === "booked" && !before.visit?.changeable) {
      return send(req, res, 409, {
        ...before,
        notice: { tone: "error", text: "This visit can no longer be changed online. Please call us." },
      });
    }
    const parsed = visitBookingSchema.safeParse(body);
    const values = {
      slot: typeof body.slot === "string" ? body.slot : undefined,
      address: typeof body.address === "string" ? body.address : "",
      excavatorAccess: body.excavatorAccess as ExcavatorAccess | undefined,
      parking: typeof body.parking === "string" ? body.parking : undefined,
    };
    const again = async (status: number, errors: BookingPageView["errors"], text: string) =>
      send(
        req,
        res,
        status,
        await viewOf(req, lead, { changing: before.state === "booked", values, errors, notice: { tone: "error", text } }),
      );
    if (!parsed.success) return again(400, fieldErrors(parsed.error), "Please check the highlighted answers.");
    const start = parseBrisbaneIso(parsed.data.slot);
    const window = start ? await windowStartingAt(db, start, HOMEOWNER_BOOKING) : "not-a-window";
    if (typeof window === "string") return again(400, { slot: REFUSALS[window] }, REFUSALS[window]);

    const business = await deps.currentBusiness();
    const outcome = await inTransaction(db, async (tx) => {
      const booked = await bookVisit(
        tx,
        lead.id,
        window,
        { address: parsed.data.address, excavatorAccess: parsed.data.excavatorAccess, parking: parsed.data.parking },
        homeownerOf(req),
      );
      if ("full" in booked) return "full" as const;
      const message = booked.previous
        ? booked.previous.windowStart.getTime() === booked.visit.windowStart.getTime()
          ? null
          : "moved"
        : "booked";
      if (message) await queueVisitEmails(tx, booked.visit, message, { byHomeowner: true, business });
      return message ?? "moved";
    });
    if (outcome === "full") return again(409, { slot: REFUSALS.full }, REFUSALS.full);
    logger.info({ leadId: lead.id, outcome }, "site visit booked by the homeowner");
    res.redirect(303, `${path}?done=${outcome}`);
  });

  return router;
}
