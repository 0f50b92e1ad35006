import type { CurrentBusiness } from "../business";
import { type Request, Router } from "express";
import { eq } from "drizzle-orm";
import { LEAD_KIND_INFO, LEAD_KINDS } from "@shared/leads/lead-kinds";
import { daysOff } from "@shared/schema";
import { addDays, brisbaneDay, brisbaneInstant, formatVisitWindow, parseBrisbaneIso } from "@shared/calendar/brisbane-time";
import {
  type AgendaVisit,
  BOOKING_DAYS_AHEAD,
  type DayOff,
  type OpenWindow,
  type SiteVisitView,
  type VisitSettings,
} from "@shared/visits/visit-api";
import { dayOffSchema, visitBookingSchema, visitPatternSchema } from "@shared/visits/visit-validation";
import type { AppDb } from "../../db/client";
import { HttpError, notFound } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireStaff } from "../../middleware/require-staff";
import { apiRoute, parseBody, parseId } from "../../middleware/validate";
import { findLead, findLeadOfKind } from "../leads";
import { type BookingActor, bookVisit, cancelVisit, visitsBetween } from "./visits.queries";
import { visitView } from "./visit-rules";
import { queueVisitEmails } from "./visit-emails";
import { listDaysOff } from "./days-off.queries";
import { STAFF_BOOKING, type WindowRefusal } from "./visit-rules";
import { listPattern, openWindows, replacePattern, windowStartingAt } from "./visit-windows.queries";

const STAFF_REFUSALS: Partial<Record<WindowRefusal, string>> = {
  "too-soon": "That time has passed",
  "too-far": `Visits are booked at most ${BOOKING_DAYS_AHEAD} days ahead`,
};

const staffActor = (req: Request): BookingActor => ({ ...actorOf(req), bookedBy: "staff" });

/** Staff's side of site visits: the weekly windows and days off, the agenda, and booking for a homeowner who rang. */
export function visitsRouter(db: AppDb, currentBusiness: CurrentBusiness): Router {
  const router = Router();

  router.get("/visit-windows", requireStaff, async (_req, res) => {
    res.json({ windows: await listPattern(db), daysOff: await listDaysOff(db, brisbaneDay(new Date())) } satisfies VisitSettings);
  });

  router.put("/visit-windows", requireStaff, async (req, res) => {
    const { windows } = parseBody(req, visitPatternSchema);
    await audited(db, actorOf(req), async (tx, audit) => {
      const before = await listPattern(tx);
      await replacePattern(tx, windows);
      await audit({
        action: "visit.windows",
        targetType: "visit-windows",
        summary: `Site-visit windows: ${windows.length} a week`,
        before: { windows: before.map(({ id: _id, ...w }) => w) },
        after: { windows },
      });
    });
    res.json({ windows: await listPattern(db) } satisfies Pick<VisitSettings, "windows">);
  });

  router.post("/days-off", requireStaff, async (req, res) => {
    const { day, note } = parseBody(req, dayOffSchema);
    await audited(db, actorOf(req), async (tx, audit) => {
      await tx
        .insert(daysOff)
        .values({ day, note: note || null })
        .onConflictDoUpdate({ target: daysOff.day, set: { note: note || null } });
      await audit({
        action: "visit.day-off",
        targetType: "day-off",
        targetId: day,
        summary: `Day off on ${day}${note ? ` (${note})` : ""}`,
        after: { day, note: note ?? null },
      });
    });
    res.status(201).json({ day, note: note ?? null } satisfies DayOff);
  });

  router.delete("/days-off/:day", requireStaff, async (req, res) => {
    const day = String(req.params.day);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new HttpError(400, "Invalid day");
    const removed = await audited(db, actorOf(req), async (tx, audit) => {
      const [row] = await tx.delete(daysOff).where(eq(daysOff.day, day)).returning();
      if (row)
        await audit({
          action: "visit.day-off",
          targetType: "day-off",
          targetId: day,
          summary: `Day off on ${day} removed`,
          before: { day, note: row.note },
        });
      return row;
    });
    if (!removed) throw notFound("No day off on that date");
    res.status(204).end();
  });

  /** Windows staff can book for a homeowner: every open one of the next 14 days, however soon. */
  router.get("/visits/open-windows", requireStaff, async (_req, res) => {
    res.json((await openWindows(db, STAFF_BOOKING)) satisfies OpenWindow[]);
  });

  /** The agenda: booked visits from a Brisbane day (today by default) for `days` days, with their leads. */
  router.get("/visits", requireStaff, async (req, res) => {
    const from =
      typeof req.query.from === "string" && /^\d{4}-\d{2}-\d{2}$/.test(req.query.from) ? req.query.from : brisbaneDay(new Date());
    const days = Math.min(Math.max(Number(req.query.days) || 15, 1), 62);
    const visits = await visitsBetween(db, brisbaneInstant(from, 0), brisbaneInstant(addDays(from, days), 0));
    const leads = new Map<number, Awaited<ReturnType<typeof findLead>>>();
    for (const visit of visits) leads.set(visit.leadId, await findLead(db, visit.leadId));
    res.json(
      visits.map((visit): AgendaVisit => {
        const lead = leads.get(visit.leadId);
        return {
          ...visitView(visit),
          lead: lead
            ? {
                kind: lead.kind,
                id: lead.id,
                reference: lead.reference,
                name: lead.name,
                phone: lead.phone,
                status: lead.status,
                service: lead.service,
              }
            : null,
        };
      }),
    );
  });

  for (const kind of LEAD_KINDS) {
    const path = apiRoute(LEAD_KIND_INFO[kind].apiPath);

    /** Staff book or move the visit for a homeowner who rang: any open window of the pattern, however soon. */
    router.put(`${path}/:id/visit`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const input = parseBody(req, visitBookingSchema);
      const lead = await findLeadOfKind(db, kind, id);
      if (!lead) throw notFound("Lead not found");
      if (lead.status === "won" || lead.status === "lost")
        throw new HttpError(409, "This lead is closed: reopen it before booking a visit");
      const start = parseBrisbaneIso(input.slot);
      const window = start ? await windowStartingAt(db, start, STAFF_BOOKING) : "not-a-window";
      if (typeof window === "string")
        throw new HttpError(400, STAFF_REFUSALS[window] ?? "That is not an open window", { slot: "Choose one of the open windows" });
      // read before the transaction: a read of db inside it would wait on its own connection (the embedded database has one)
      const business = await currentBusiness();
      const visit = await audited(db, actorOf(req), async (tx, audit) => {
        const booked = await bookVisit(
          tx,
          id,
          window,
          { address: input.address, excavatorAccess: input.excavatorAccess, parking: input.parking },
          staffActor(req),
        );
        if ("full" in booked) return undefined;
        const moved = booked.previous && booked.previous.windowStart.getTime() !== booked.visit.windowStart.getTime();
        if (!booked.previous || moved)
          await queueVisitEmails(tx, booked.visit, moved ? "moved" : "booked", { byHomeowner: false, business });
        await audit({
          action: "visit.book",
          targetType: "lead",
          targetId: id,
          summary: `${lead.reference}: site visit ${formatVisitWindow(booked.visit.windowStart, booked.visit.windowEnd)}`,
          before: booked.previous ? { window: formatVisitWindow(booked.previous.windowStart, booked.previous.windowEnd) } : null,
          after: { window: formatVisitWindow(booked.visit.windowStart, booked.visit.windowEnd), address: booked.visit.address },
        });
        return booked.visit;
      });
      if (!visit) throw new HttpError(409, "That window is full. Choose another.", { slot: "That window is full" });
      res.json(visitView(visit) satisfies SiteVisitView);
    });

    router.delete(`${path}/:id/visit`, requireStaff, async (req, res) => {
      const id = parseId(req.params.id);
      const lead = await findLeadOfKind(db, kind, id);
      if (!lead) throw notFound("Lead not found");
      const business = await currentBusiness();
      const cancelled = await audited(db, actorOf(req), async (tx, audit) => {
        const visit = await cancelVisit(tx, id, staffActor(req));
        if (visit) {
          await queueVisitEmails(tx, visit, "cancelled", { byHomeowner: false, business });
          await audit({
            action: "visit.cancel",
            targetType: "lead",
            targetId: id,
            summary: `${lead.reference}: site visit ${formatVisitWindow(visit.windowStart, visit.windowEnd)} cancelled`,
            before: { window: formatVisitWindow(visit.windowStart, visit.windowEnd) },
          });
        }
        return visit;
      });
      if (!cancelled) throw notFound("This lead has no visit booked");
      res.status(204).end();
    });
  }

  return router;
}
