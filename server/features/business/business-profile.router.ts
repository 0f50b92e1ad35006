import { type Request, type RequestHandler, Router } from "express";
import { type BusinessDetailsAnswer, editableDetails } from "@shared/business-profile";
import { businessDetails } from "@shared/schema";
import { businessDetailsRules, PAYMENT_CHANGE_MESSAGES, paymentChangeProofSchema } from "@shared/business-details";
import { HttpError } from "../../http-error";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { confirmTwoStepProof } from "../auth";
import { changedPaymentDetails, queuePaymentDetailsNotices } from "./payment-details-notice";
import type { AppDb } from "../../db/client";
import { audited, changes } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireOwner } from "../../middleware/require-owner";
import { parseBody } from "../../middleware/validate";
import type { BusinessProfileCache } from "./business-profile-cache";

/** The business's details in /admin (Owner only): every page, email and the JSON-LD read them on the next request. */
export function businessProfileRouter(
  db: AppDb,
  cache: BusinessProfileCache,
  { secrets, passwordLimiter }: { secrets: SecretBox; passwordLimiter: RequestHandler },
): Router {
  const router = Router();

  const answer = async (): Promise<BusinessDetailsAnswer> => {
    const snapshot = await cache.snapshot();
    return { details: editableDetails(snapshot.profile, snapshot.invoicing), changedBy: snapshot.changedBy, changedAt: snapshot.changedAt };
  };

  router.get("/business-profile", requireOwner, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await answer());
  });

  /**
   * Where a homeowner's money goes is changed only by an Owner who proves it is them: the password, and while
   * two-step sign-in is on, a current code. A stolen session alone cannot point invoices at another account.
   */
  async function confirmPaymentChange(req: Request): Promise<void> {
    const proof = parseBody(req, paymentChangeProofSchema);
    if (!proof.currentPassword)
      throw new HttpError(403, PAYMENT_CHANGE_MESSAGES.password, { currentPassword: PAYMENT_CHANGE_MESSAGES.password });
    if (req.user!.twoStepEnabled && !proof.code)
      throw new HttpError(403, PAYMENT_CHANGE_MESSAGES.code, { code: PAYMENT_CHANGE_MESSAGES.code });
    try {
      await confirmTwoStepProof(db, secrets, req.user!, { currentPassword: proof.currentPassword, currentCode: proof.code });
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const errors = error.errors?.currentCode ? { code: error.errors.currentCode } : error.errors;
        throw new HttpError(403, error.message, errors);
      }
      throw error;
    }
  }

  router.put("/business-profile", requireOwner, passwordLimiter, async (req, res) => {
    const details = parseBody(req, businessDetailsRules);
    const snapshot = await cache.snapshot();
    const before = editableDetails(snapshot.profile, snapshot.invoicing);
    const paymentChanged = changedPaymentDetails(snapshot.invoicing, details).length > 0;
    if (paymentChanged) await confirmPaymentChange(req);
    await audited(db, actorOf(req), async (tx, audit) => {
      if (paymentChanged) await queuePaymentDetailsNotices(tx, snapshot.invoicing, details, req.user!.username);
      await tx.insert(businessDetails).values({ details, changedById: req.user!.id, changedBy: req.user!.username });
      const diff = changes(before, details, Object.keys(details) as (keyof typeof details)[]);
      const fields = Object.keys(diff.after);
      await audit({
        action: "settings.business",
        targetType: "business-profile",
        summary: fields.length ? `Business details: ${fields.join(", ")}` : "Business details saved unchanged",
        ...diff,
      });
    });
    await cache.invalidate();
    res.json(await answer());
  });

  return router;
}
