import { type Request, type Response, Router } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { type Lead, users } from "@shared/schema";
import { LEAD_KIND_INFO, LEAD_KINDS } from "@shared/leads/lead-kinds";
import { MAX_STAFF_TEXT, type TextSent } from "@shared/texts/text-api";
import { onMyWayText, withOptOut } from "@shared/texts/text-words";
import type { AppDb } from "../../db/client";
import { HttpError, notFound } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireStaff } from "../../middleware/require-staff";
import { apiRoute, parseBody, parseId } from "../../middleware/validate";
import type { CurrentBusiness } from "../business";
import { findLeadOfKind } from "../leads";
import { type NewText, queueText } from "./text-queue";

const staffTextSchema = z.object({
  body: z
    .string("Write the text")
    .trim()
    .min(1, "Write the text")
    .max(MAX_STAFF_TEXT, `A text is at most ${MAX_STAFF_TEXT} characters`)
    .refine((text) => !/\p{Cc}/u.test(text.replace(/\n/g, "")), "Please remove the invalid character"),
});

const onMyWaySchema = z.object({
  arrival: z.string("Choose the arrival time").regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose the arrival time, e.g. 10:30"),
});

/** "10:30" as a homeowner reads it: "10:30 am". */
function clockText(arrival: string): string {
  const [hour, minute] = arrival.split(":").map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/**
 * Staff's texts from a lead: a free text (with the opt-out line), and "on my way" from the visit agenda with the
 * arrival time chosen. A number that said STOP, or that is not an Australian mobile, is refused with 409 saying so.
 */
export function leadTextsRouter(db: AppDb, currentBusiness: CurrentBusiness): Router {
  const router = Router();

  for (const kind of LEAD_KINDS) {
    const path = apiRoute(LEAD_KIND_INFO[kind].apiPath);

    /** The lead the address names, or 404. */
    const leadOf = async (id: string | string[] | undefined) => {
      const lead = await findLeadOfKind(db, kind, parseId(id));
      if (!lead) throw notFound("Lead not found");
      return lead;
    };

    /** Queues one text to the lead's homeowner with its audit row: 201 with its segments, or 409 saying why not. */
    async function sendToLead(
      req: Request,
      res: Response,
      lead: Lead,
      text: Pick<NewText, "body" | "purpose" | "needsConsent">,
      summary: string,
    ) {
      const queued = await audited(db, actorOf(req), async (tx, audit) => {
        const result = await queueText(tx, { leadId: lead.id, number: lead.phone, ...text });
        if (result.queued)
          await audit({ action: "lead.text", targetType: "lead", targetId: lead.id, summary: `${lead.reference}: ${summary}` });
        return result;
      });
      if (!queued.queued) throw new HttpError(409, queued.reason);
      res.status(201).json({ status: "queued", segments: queued.segments } satisfies TextSent);
    }

    router.post(`${path}/:id/texts`, requireStaff, async (req, res) => {
      const lead = await leadOf(req.params.id);
      const { body } = parseBody(req, staffTextSchema);
      await sendToLead(req, res, lead, { body: withOptOut(body), purpose: "staff-text" }, "text sent");
    });

    router.post(`${path}/:id/visit/on-my-way`, requireStaff, async (req, res) => {
      const lead = await leadOf(req.params.id);
      const { arrival } = parseBody(req, onMyWaySchema);
      const business = await currentBusiness();
      const [me] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, req.user!.id));
      const staffName = me?.firstName || "Our estimator";
      const text = { body: onMyWayText(business.name, staffName, clockText(arrival)), purpose: "on-my-way", needsConsent: true } as const;
      await sendToLead(req, res, lead, text, `on my way, ${arrival}`);
    });
  }
  return router;
}
