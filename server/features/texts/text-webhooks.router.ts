import express, { type Request, type Response, Router } from "express";
import { and, eq, inArray } from "drizzle-orm";
import { countSegments } from "@shared/texts/segments";
import { australianMobile, keywordOf, mayMeanStop } from "@shared/texts/mobile-numbers";
import { helpText, startConfirmationText, stopConfirmationText } from "@shared/texts/text-words";
import { smsMessages, smsOptOuts } from "@shared/schema";
import type { SmsStatus } from "@shared/texts/text-api";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { enqueuePushAlert } from "../../infra/push/push-queue";
import type { SmsGateway } from "../../infra/sms/sms-gateway";
import type { Logger } from "../../logger";
import type { CurrentBusiness } from "../business";
import { holdWaitingTexts, isOptedOut, leadIdOfNumber, queueText } from "./text-queue";
import { STATUS_CALLBACK_PATH } from "./text-sender";

const INBOUND_PATH = "/api/sms/inbound";
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const form = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 60 });

/** How far a status has come: a late "sent" never undoes "delivered". */
const RANK: Partial<Record<SmsStatus, number>> = { queued: 0, sent: 1, delivered: 2, failed: 2, undelivered: 2 };
const REPORTED: Record<string, SmsStatus> = { sent: "sent", delivered: "delivered", failed: "failed", undelivered: "undelivered" };

/**
 * The provider's two webhooks, mounted before the API's JSON parser: delivery receipts (`/api/sms/status`) and
 * replies (`/api/sms/inbound`). Each is signed (`X-Twilio-Signature` over SITE_URL plus the path and the posted
 * form, under the auth token); an unsigned or wrongly signed post is refused and changes nothing. A STOP in any of
 * its spellings opts the number out of every text at once, holds what is waiting for it, and is confirmed by one
 * last text; START opts it back in; HELP is answered with the business's name and phone; any other reply is kept on the lead and alerts the office.
 */
export function textWebhooksRouter({
  db,
  gateway,
  currentBusiness,
  logger,
}: {
  db: AppDb;
  gateway: SmsGateway | undefined;
  currentBusiness: CurrentBusiness;
  logger: Logger;
}): Router {
  const router = Router();

  async function signed(req: Request, res: Response, path: string): Promise<Record<string, string> | undefined> {
    const params = Object.fromEntries(
      Object.entries((req.body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
    );
    const url = `${(await currentBusiness()).siteUrl}${path}`;
    if (!gateway?.verify(url, params, req.get("X-Twilio-Signature"))) {
      logger.warn({ path }, "sms webhook refused: bad signature");
      res.status(403).type("text").send("Invalid signature");
      return undefined;
    }
    return params;
  }

  router.post(STATUS_CALLBACK_PATH, form, async (req, res) => {
    const params = await signed(req, res, STATUS_CALLBACK_PATH);
    if (!params) return;
    const status = REPORTED[params.MessageStatus ?? ""];
    if (status && params.MessageSid) {
      const earlier = Object.entries(RANK)
        .filter(([, rank]) => rank! < RANK[status]!)
        .map(([name]) => name);
      await db
        .update(smsMessages)
        .set({ status, updatedAt: new Date(), ...(params.ErrorCode ? { error: `Provider error ${params.ErrorCode}` } : {}) })
        .where(and(eq(smsMessages.sid, params.MessageSid), inArray(smsMessages.status, earlier as SmsStatus[])));
    }
    res.status(204).end();
  });

  router.post(INBOUND_PATH, form, async (req, res) => {
    const params = await signed(req, res, INBOUND_PATH);
    if (!params) return;
    const number = australianMobile(params.From ?? "") ?? (params.From ?? "").slice(0, 20);
    const body = (params.Body ?? "").slice(0, 1600);
    const keyword = keywordOf(body);
    const profile = await currentBusiness();
    const business = profile.name;
    await inTransaction(db, async (tx) => {
      const leadId = await leadIdOfNumber(tx, number);
      const [received] = await tx
        .insert(smsMessages)
        .values({
          leadId,
          direction: "in",
          purpose: "reply",
          number,
          body,
          segments: countSegments(body).segments,
          status: "received",
          sid: params.MessageSid || null,
          possibleOptOut: mayMeanStop(body),
        })
        .onConflictDoNothing()
        .returning({ id: smsMessages.id });
      if (!received) return; // the same message delivered again
      if (keyword === "stop") {
        const already = await isOptedOut(tx, number);
        if (!already) {
          const stopped = { optedOutAt: new Date(), keyword: body.trim().toUpperCase().slice(0, 20), optedInAt: null };
          await tx
            .insert(smsOptOuts)
            .values({ number, ...stopped })
            .onConflictDoUpdate({ target: smsOptOuts.number, set: stopped });
        }
        await holdWaitingTexts(tx, number, "The number replied STOP");
        if (!already) await queueText(tx, { leadId, number, body: stopConfirmationText(business), purpose: "stop-confirmation" });
      } else if (keyword === "start") {
        const optedOut = await isOptedOut(tx, number);
        if (optedOut) {
          await tx.update(smsOptOuts).set({ optedInAt: new Date() }).where(eq(smsOptOuts.number, number));
          await queueText(tx, { leadId, number, body: startConfirmationText(business), purpose: "start-confirmation" });
        }
      } else if (keyword === "help") {
        await queueText(tx, { leadId, number, body: helpText(business, profile.phone.display), purpose: "help-reply" });
      } else if (leadId) {
        await enqueuePushAlert(tx, "text-reply", { type: "lead", id: leadId });
      }
    });
    logger.info({ keyword: keyword ?? "reply" }, "text received");
    res.type("text/xml").send(EMPTY_TWIML);
  });

  return router;
}
