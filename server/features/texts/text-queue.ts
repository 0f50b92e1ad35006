import { and, desc, eq, gt, inArray, ne, notInArray, sql } from "drizzle-orm";
import { countSegments } from "@shared/texts/segments";
import { ANSWERS_TO_KEYWORDS, goesDespiteStop, type SmsPurpose } from "@shared/texts/text-api";
import { australianMobile } from "@shared/texts/mobile-numbers";
import { withLinksOfLength } from "@shared/texts/text-words";
import { leads, smsConsents, smsMessages, smsOptOuts } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { enqueueTask } from "../../infra/tasks/queue";

export const TEXT_TASK = "text-send";

export interface NewText {
  leadId?: number | null;
  /** a staff member's alert */
  userId?: number | null;
  /** as typed (a lead's phone) or in E.164 */
  number: string;
  body: string;
  purpose: SmsPurpose;
  sendAt?: Date;
  /** a homeowner text that needs the lead's consent (every one but the answers to STOP and START) */
  needsConsent?: boolean;
  /** the site's address, when the body holds a link placeholder: its segments are counted with the link's length */
  siteUrl?: string;
  /** what the sender checks before it sends (a reminder's visit and window) */
  check?: { visitId: number; windowStart: string };
  /** kept on the lead as not sent, for this reason (a cap held it back), and never queued */
  heldBack?: string;
}

export type QueuedText = { queued: true; id: number; segments: number } | { queued: false; reason: string };

/** Whether the number replied STOP and has not replied START since. */
export async function isOptedOut(db: AppDb, number: string): Promise<boolean> {
  const [row] = await db
    .select({ number: smsOptOuts.number })
    .from(smsOptOuts)
    .where(
      and(eq(smsOptOuts.number, number), sql`(${smsOptOuts.optedInAt} is null or ${smsOptOuts.optedInAt} < ${smsOptOuts.optedOutAt})`),
    );
  return row !== undefined;
}

/** The lead's consent to texts, if it gave one for this number. */
export async function consentOf(db: AppDb, leadId: number) {
  const [consent] = await db.select().from(smsConsents).where(eq(smsConsents.leadId, leadId));
  return consent;
}

/**
 * Queues a text in the transaction of its event: a row first (what the lead shows, with its status), then its task
 * at `sendAt`. Nothing is queued for a number that is not an Australian mobile, that said STOP, or (a homeowner
 * text) whose lead gave no consent for it; the answer says which.
 */
export async function queueText(tx: AppDb, text: NewText): Promise<QueuedText> {
  const number = australianMobile(text.number);
  if (!number) return { queued: false, reason: "The number is not an Australian mobile" };
  if (!goesDespiteStop(text.purpose) && (await isOptedOut(tx, number))) {
    return { queued: false, reason: `${number} replied STOP: it gets no more texts until it replies START` };
  }
  if (text.needsConsent) {
    const consent = text.leadId ? await consentOf(tx, text.leadId) : undefined;
    if (!consent || consent.number !== number) return { queued: false, reason: "The homeowner did not ask for texts" };
  }
  const segments = countSegments(text.siteUrl ? withLinksOfLength(text.body, text.siteUrl) : text.body).segments;
  const row = {
    leadId: text.leadId ?? null,
    userId: text.userId ?? null,
    direction: "out" as const,
    purpose: text.purpose,
    number,
    body: text.body,
    segments,
  };
  if (text.heldBack) {
    await tx.insert(smsMessages).values({ ...row, status: "not-sent", error: text.heldBack });
    return { queued: false, reason: text.heldBack };
  }
  const [stored] = await tx
    .insert(smsMessages)
    .values({ ...row, status: "queued", sendAt: text.sendAt ?? new Date() })
    .returning({ id: smsMessages.id });
  await enqueueTask(tx, {
    type: TEXT_TASK,
    payload: { messageId: stored!.id, ...(text.check ? { check: text.check } : {}) },
    runAt: text.sendAt,
  });
  return { queued: true, id: stored!.id, segments };
}

/**
 * Whether the number was already sent (or is about to be sent) a receipt in the last 24 hours: a second lead from
 * the same mobile gets its email receipt but no text. Taken under a lock on the number, so two forms posted at
 * once cannot both pass.
 */
export async function receiptTextedToday(tx: AppDb, number: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt-text:${number}`}))`);
  const [earlier] = await tx
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.number, number),
        eq(smsMessages.purpose, "receipt"),
        ne(smsMessages.status, "not-sent"),
        gt(smsMessages.createdAt, sql`now() - interval '24 hours'`),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

/** A number's texts still waiting in the queue are not sent: it just said STOP (the answer to it still goes). */
export async function holdWaitingTexts(tx: AppDb, number: string, reason: string): Promise<void> {
  await tx
    .update(smsMessages)
    .set({ status: "not-sent", error: reason, updatedAt: new Date() })
    .where(
      and(
        eq(smsMessages.number, number),
        eq(smsMessages.direction, "out"),
        inArray(smsMessages.status, ["queued"]),
        notInArray(smsMessages.purpose, [...ANSWERS_TO_KEYWORDS]),
        sql`${smsMessages.sid} is null`,
      ),
    );
}

/** The lead a number belongs to: the newest lead whose phone is that mobile. */
export async function leadIdOfNumber(db: AppDb, number: string): Promise<number | null> {
  const national = `0${number.slice(3)}`;
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(sql`regexp_replace(${leads.phone}, '[^0-9+]', '', 'g') in (${number}, ${national}, ${number.slice(1)})`)
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return lead?.id ?? null;
}
