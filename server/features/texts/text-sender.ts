import { ROUTE_PATHS } from "@shared/route-paths";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import { siteVisits, smsMessages } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { TaskHandler } from "../../infra/tasks/worker";
import type { SmsGateway } from "../../infra/sms/sms-gateway";
import type { Logger } from "../../logger";
import { isOptedOut, TEXT_TASK } from "./text-queue";
import { CAPPED_PURPOSES, countsTowardTextCap, goesDespiteStop, type SmsPurpose, TEXT_LIMIT_REASON } from "@shared/texts/text-api";
import { inTransaction } from "../../db/transaction";
import { enqueueOwnerNotice } from "../../infra/push/push-queue";
import { TEXT_LINKS } from "@shared/texts/text-words";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { bookingLink, bookingPath, leadLink } from "../leads";

/** Marks a text being handed to the provider: a run that finds it so was interrupted mid-send and must not send again. */
const SENDING = "Sending";
export const STATUS_CALLBACK_PATH = "/api/sms/status";

interface TextTaskPayload {
  messageId: number;
  check?: { visitId: number; windowStart: string };
}

async function notSent(db: AppDb, id: number, reason: string) {
  await db.update(smsMessages).set({ status: "not-sent", error: reason, updatedAt: new Date() }).where(eq(smsMessages.id, id));
}

/** Why a visit reminder no longer applies (the visit moved or was cancelled), or undefined. */
async function reminderStale(db: AppDb, check: NonNullable<TextTaskPayload["check"]>): Promise<string | undefined> {
  const [visit] = await db
    .select({ windowStart: siteVisits.windowStart })
    .from(siteVisits)
    .where(and(eq(siteVisits.id, check.visitId), eq(siteVisits.state, "booked")));
  if (!visit) return "The visit was cancelled";
  if (visit.windowStart.toISOString() !== check.windowStart) return "The visit moved";
  return undefined;
}

/**
 * Sends the queued texts, one task each. A text goes at most once: it is marked before it is handed to the provider,
 * a 429 or 5xx answer clears the mark and the queue retries with its backoff, and a run that finds the mark (the
 * process died mid-send, the answer lost) gives up rather than risk a second copy. A number that said STOP after the
 * text was queued is not texted. Without SMS settings there are no handlers: texts wait in the queue, like email.
 */
export function textTaskHandlers({
  db,
  gateway,
  secrets,
  siteUrl,
  textsPerHour,
  logger,
}: {
  db: AppDb;
  gateway: SmsGateway | undefined;
  secrets: SecretBox;
  siteUrl: () => Promise<string>;
  /** the business's cap on texts to homeowners in any 60 minutes */
  textsPerHour: () => Promise<number>;
  logger: Logger;
}): Record<string, TaskHandler> {
  if (!gateway) return {};

  /**
   * Marks the text as being sent, unless it would be one more homeowner text than the business's cap allows in the
   * last 60 minutes: then it is kept as not sent ("limit") and the Owners hear of it, once an hour. Counted and
   * marked under one lock, so two workers cannot both send the 30th.
   */
  async function heldByHourlyCap(text: { id: number; purpose: SmsPurpose }): Promise<boolean> {
    const cap = countsTowardTextCap(text.purpose) ? await textsPerHour() : undefined;
    return inTransaction(db, async (tx) => {
      if (cap !== undefined) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('texts-per-hour'))`);
        const [sent] = await tx
          .select({ count: count() })
          .from(smsMessages)
          .where(and(inArray(smsMessages.purpose, CAPPED_PURPOSES), gt(smsMessages.sentAt, sql`now() - interval '60 minutes'`)));
        if (sent!.count >= cap) {
          await notSent(tx, text.id, TEXT_LIMIT_REASON);
          await enqueueOwnerNotice(
            tx,
            {
              title: "Texts held back: hourly limit reached",
              body: `${cap} texts to homeowners went in the last hour, the limit in your business details. Texts over it are not sent.`,
              url: ROUTE_PATHS.adminBusiness.path,
            },
            { oncePerHour: "texts-per-hour" },
          );
          return true;
        }
      }
      await tx.update(smsMessages).set({ error: SENDING, sentAt: new Date() }).where(eq(smsMessages.id, text.id));
      return false;
    });
  }
  /** The text with its link placeholders written out: the lead's own booking or quote link, derived now. */
  async function withLinks(body: string, leadId: number, site: string): Promise<string> {
    let written = body;
    if (written.includes(TEXT_LINKS.booking)) {
      written = written.replaceAll(TEXT_LINKS.booking, `${site}${bookingPath(await bookingLink(db, secrets, leadId))}`);
    }
    if (written.includes(TEXT_LINKS.quote)) {
      written = written.replaceAll(TEXT_LINKS.quote, `${site}/quote/${await leadLink(db, secrets, leadId, "quote")}`);
    }
    return written;
  }
  return {
    [TEXT_TASK]: {
      async run(task) {
        const payload = task.payload as unknown as TextTaskPayload;
        const [text] = await db.select().from(smsMessages).where(eq(smsMessages.id, payload.messageId));
        if (!text || text.status !== "queued" || text.sid) return "done";
        if (text.error === SENDING) {
          await db
            .update(smsMessages)
            .set({ status: "failed", error: "The send was interrupted; not sent again in case it went", updatedAt: new Date() })
            .where(eq(smsMessages.id, text.id));
          return { giveUp: "interrupted mid-send" };
        }
        if (!goesDespiteStop(text.purpose) && (await isOptedOut(db, text.number))) {
          await notSent(db, text.id, "The number replied STOP");
          return "done";
        }
        const stale = payload.check && (await reminderStale(db, payload.check));
        if (stale) {
          await notSent(db, text.id, stale);
          return "done";
        }
        if (await heldByHourlyCap(text)) return "done";
        const site = await siteUrl();
        const result = await gateway.send({
          to: text.number,
          body: text.leadId ? await withLinks(text.body, text.leadId, site) : text.body,
          statusCallback: `${site}${STATUS_CALLBACK_PATH}`,
        });
        if (result.outcome === "accepted") {
          await db
            .update(smsMessages)
            .set({ sid: result.sid, status: "sent", error: null, updatedAt: new Date() })
            .where(eq(smsMessages.id, text.id));
          logger.info({ taskId: task.id, messageId: text.id, purpose: text.purpose }, "text sent");
          return "done";
        }
        if (result.outcome === "retry") {
          await db.update(smsMessages).set({ error: result.reason, updatedAt: new Date() }).where(eq(smsMessages.id, text.id));
          throw new Error(result.reason);
        }
        await db
          .update(smsMessages)
          .set({ status: "failed", error: result.reason, updatedAt: new Date() })
          .where(eq(smsMessages.id, text.id));
        return { giveUp: result.reason };
      },
    },
  };
}
