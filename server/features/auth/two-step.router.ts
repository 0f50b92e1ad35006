import { type Request, Router } from "express";
import type { MessageAnswer, RecoveryCodes, TotpEnrolment, TwoStepRule } from "@shared/auth/account-api";
import { twoStepCodeSchema, twoStepProofSchema, twoStepRuleSchema } from "@shared/auth/account-validation";
import type { AppDb, Database } from "../../db/client";
import type { RateLimit } from "../../env";
import { HttpError } from "../../http-error";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { passwordChangeLimiter, twoStepFailureLimiter } from "../../middleware/rate-limits";
import { requireOwner } from "../../middleware/require-owner";
import { requireSignedIn } from "../../middleware/require-staff";
import { parseBody } from "../../middleware/validate";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { endOtherSessions } from "../../session";
import { confirmTwoStepProof } from "./own-account-proof";
import { type SecurityChange, enqueueSecurityNotice } from "./security-notices";
import { checkTotp, disableTwoStep, enableTwoStep, newTotpSecret, totpEnrolment } from "./two-step";
import { isTwoStepRequired, setTwoStepRequired } from "./two-step-rule";

const TWO_STEP_REQUIRED_MESSAGE = "The owner requires two-step sign-in for every account, so it cannot be turned off";

/** A change to the second factor signs the account out everywhere else and tells its address. */
async function endOtherSessionsAndTell(tx: AppDb, req: Request, change: SecurityChange) {
  const user = req.user!;
  await endOtherSessions(tx, user.id, req.sessionID);
  await enqueueSecurityNotice(tx, { change, to: user.email, username: user.username });
}

const WRONG_FIRST_CODE = "That code is not right. Check the time on your phone, then enter the code the app shows now.";

/** Setting up two-step sign-in (every account), and the Owner's rule that everyone must. */
export function twoStepRouter({ db, pool }: Database, secrets: SecretBox, loginLimit: RateLimit, issuer: () => Promise<string>): Router {
  const router = Router();

  /**
   * A new secret for this account, kept in the session until a first code confirms it. Only with the password, and
   * while two-step sign-in is on, a current code: a stolen session alone cannot take the second factor over.
   */
  router.post("/auth/totp/setup", requireSignedIn, passwordChangeLimiter(loginLimit, pool), async (req, res) => {
    await confirmTwoStepProof(db, secrets, req.user!, parseBody(req, twoStepProofSchema));
    const secret = newTotpSecret();
    req.session.totpPendingSecret = secrets.seal(secret);
    res.set("Cache-Control", "no-store").json((await totpEnrolment(secret, await issuer(), req.user!.username)) satisfies TotpEnrolment);
  });

  /** The first code proves the app holds the secret: two-step sign-in is on, and ten recovery codes are shown once. */
  router.post("/auth/totp/confirm", requireSignedIn, twoStepFailureLimiter(loginLimit, pool), async (req, res) => {
    const pending = req.session.totpPendingSecret;
    if (!pending) throw new HttpError(409, "Start the setup again: scan a new QR code");
    const { code } = parseBody(req, twoStepCodeSchema);
    const secret = secrets.reveal(pending);
    const result = await checkTotp(secret, code, null);
    if (!result.valid) throw new HttpError(400, WRONG_FIRST_CODE, { code: WRONG_FIRST_CODE });
    const user = req.user!;
    const replacing = user.twoStepEnabled;
    const recoveryCodes = await audited(db, actorOf(req), async (tx, audit) => {
      const codes = await enableTwoStep(tx, user.id, secrets.seal(secret), result.timeStep);
      if (replacing) await endOtherSessionsAndTell(tx, req, "two-step-replaced");
      await audit({
        action: replacing ? "auth.two-step-replaced" : "auth.two-step-on",
        targetType: "account",
        targetId: user.id,
        summary: replacing
          ? `${user.username} moved two-step sign-in to a new app; every other session ended`
          : `${user.username} turned on two-step sign-in`,
      });
      return codes;
    });
    delete req.session.totpPendingSecret;
    delete req.session.twoStepSetupRequired;
    res.set("Cache-Control", "no-store").json({ recoveryCodes } satisfies RecoveryCodes);
  });

  /** Turning two-step sign-in off takes the same proof as replacing it, and is refused while the Owner requires it. */
  router.delete("/auth/totp", requireSignedIn, passwordChangeLimiter(loginLimit, pool), async (req, res) => {
    const user = req.user!;
    if (!user.twoStepEnabled) throw new HttpError(409, "Two-step sign-in is already off");
    await confirmTwoStepProof(db, secrets, user, parseBody(req, twoStepProofSchema));
    await audited(db, actorOf(req), async (tx, audit) => {
      if (await isTwoStepRequired(tx)) throw new HttpError(409, TWO_STEP_REQUIRED_MESSAGE);
      await disableTwoStep(tx, user.id);
      await endOtherSessionsAndTell(tx, req, "two-step-off");
      await audit({
        action: "auth.two-step-off",
        targetType: "account",
        targetId: user.id,
        summary: `${user.username} turned off two-step sign-in; every other session ended`,
      });
    });
    delete req.session.totpPendingSecret;
    res.json({ message: "Two-step sign-in is off" } satisfies MessageAnswer);
  });

  router.get("/auth/two-step-rule", requireOwner, async (_req, res) => {
    res.json({ required: await isTwoStepRequired(db) } satisfies TwoStepRule);
  });

  /** Every account must use two-step sign-in: one without it is taken to set it up at its next sign-in. */
  router.put("/auth/two-step-rule", requireOwner, async (req, res) => {
    const { required } = parseBody(req, twoStepRuleSchema);
    await audited(db, actorOf(req), async (tx, audit) => {
      const before = await isTwoStepRequired(tx);
      await setTwoStepRequired(tx, required);
      if (before !== required) {
        await audit({
          action: "settings.two-step-required",
          targetType: "setting",
          targetId: "two_step_required",
          summary: required ? "Two-step sign-in required for every account" : "Two-step sign-in made optional",
          before: { required: before },
          after: { required },
        });
      }
    });
    res.json({ required } satisfies TwoStepRule);
  });

  return router;
}
