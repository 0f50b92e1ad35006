import { createHash, randomInt } from "node:crypto";
import { Router } from "express";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { mobileConfirmations, users } from "@shared/schema";
import { MOBILE_CODE_MESSAGES, type OwnTexts } from "@shared/texts/text-api";
import { australianMobile } from "@shared/texts/mobile-numbers";
import { mobileCodeText } from "@shared/texts/text-words";
import type { AppDb } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { HttpError } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireStaff } from "../../middleware/require-staff";
import { parseBody } from "../../middleware/validate";
import type { CurrentBusiness } from "../business";
import { queueText } from "./text-queue";

/** A code sent to a new staff mobile works this long, for this many tries. */
const MOBILE_CODE_MINUTES = 10;
const MOBILE_CODE_TRIES = 5;

/** PUT /api/auth/texts: a staff member's own mobile and the texts they want; `code` confirms a new mobile. */
const ownTextsSchema = z
  .object({
    mobile: z
      .string("Enter your mobile")
      .trim()
      .max(20, "Enter an Australian mobile, e.g. 0412 345 678")
      .refine((typed) => typed === "" || australianMobile(typed) !== null, "Enter an Australian mobile, e.g. 0412 345 678"),
    leadWaitingTexts: z.boolean("Tick or untick the box"),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, MOBILE_CODE_MESSAGES.format)
      .optional(),
  })
  .refine((texts) => !texts.leadWaitingTexts || texts.mobile !== "", { path: ["mobile"], message: "Enter your mobile to get texts" });

const codeHash = (userId: number, mobile: string, code: string) =>
  createHash("sha256").update(`mobile-code:${userId}:${mobile}:${code}`).digest("hex");

/**
 * A staff member's own mobile and "Text me when a lead waits". A new mobile is saved only once the 6-digit code
 * texted to it comes back (10 minutes, 5 tries): nobody can point the office's lead alerts at someone else's phone
 * by typing a number, and a typo does not text a stranger the leads.
 */
export function ownTextsRouter(db: AppDb, currentBusiness: CurrentBusiness): Router {
  const router = Router();

  const ownTexts = async (userId: number) => {
    const [me] = await db
      .select({ mobile: users.mobile, leadWaitingTexts: users.leadWaitingTexts })
      .from(users)
      .where(eq(users.id, userId));
    return { mobile: me?.mobile ?? "", leadWaitingTexts: me?.leadWaitingTexts ?? false } satisfies OwnTexts;
  };

  router.get("/auth/texts", requireStaff, async (req, res) => {
    res.json(await ownTexts(req.user!.id));
  });

  router.put("/auth/texts", requireStaff, async (req, res) => {
    const input = parseBody(req, ownTextsSchema);
    const userId = req.user!.id;
    const mobile = input.mobile ? australianMobile(input.mobile) : null;
    const current = (await ownTexts(userId)).mobile || null;

    if (mobile && mobile !== current && !input.code) {
      const business = await currentBusiness();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await inTransaction(db, async (tx) => {
        const pending = {
          mobile,
          codeHash: codeHash(userId, mobile, code),
          expiresAt: new Date(Date.now() + MOBILE_CODE_MINUTES * 60_000),
          tries: 0,
        };
        await tx
          .insert(mobileConfirmations)
          .values({ userId, ...pending })
          .onConflictDoUpdate({ target: mobileConfirmations.userId, set: pending });
        await queueText(tx, { userId, number: mobile, body: mobileCodeText(business.name, code), purpose: "mobile-code" });
      });
      res.status(202).json({ ...(await ownTexts(userId)), pendingMobile: mobile } satisfies OwnTexts);
      return;
    }
    if (mobile && mobile !== current) await confirmCode(db, userId, mobile, input.code!);
    await audited(db, actorOf(req), async (tx, audit) => {
      await tx.update(users).set({ mobile, leadWaitingTexts: input.leadWaitingTexts }).where(eq(users.id, userId));
      await tx.delete(mobileConfirmations).where(eq(mobileConfirmations.userId, userId));
      await audit({
        action: "auth.texts",
        targetType: "account",
        targetId: userId,
        summary: `Texts when a lead waits ${input.leadWaitingTexts ? "on" : "off"}${mobile ? `, to ${mobile}` : ""}`,
      });
    });
    res.json(await ownTexts(userId));
  });

  return router;
}

/** The code texted to the new mobile: right, in time, within its tries; a wrong one uses a try (400 on `code`). */
async function confirmCode(db: AppDb, userId: number, mobile: string, code: string): Promise<void> {
  const refuse = (message: string) => new HttpError(400, message, { code: message });
  const [pending] = await db
    .select()
    .from(mobileConfirmations)
    .where(
      and(eq(mobileConfirmations.userId, userId), eq(mobileConfirmations.mobile, mobile), gt(mobileConfirmations.expiresAt, new Date())),
    );
  if (!pending || pending.tries >= MOBILE_CODE_TRIES) throw refuse(MOBILE_CODE_MESSAGES.expired);
  if (pending.codeHash !== codeHash(userId, mobile, code)) {
    await db
      .update(mobileConfirmations)
      .set({ tries: pending.tries + 1 })
      .where(eq(mobileConfirmations.userId, userId));
    throw refuse(pending.tries + 1 >= MOBILE_CODE_TRIES ? MOBILE_CODE_MESSAGES.expired : MOBILE_CODE_MESSAGES.wrong);
  }
}
