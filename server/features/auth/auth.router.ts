import { Router, type Request } from "express";
import type { PassportStatic } from "passport";
import type { AuthStatus, SignedIn, TwoStepChallenge } from "@shared/api-types";
import type { EmailChanged, MessageAnswer } from "@shared/auth/account-api";
import { emailChangeSchema, twoStepCodeSchema } from "@shared/auth/account-validation";
import { INVALID_LOGIN_MESSAGE, loginSchema } from "@shared/auth/login";
import { PASSWORD_CHANGE_MESSAGES, passwordChangeSchema } from "@shared/auth/password-change";
import type { AppDb, Database } from "../../db/client";
import type { RateLimit } from "../../env";
import { HttpError } from "../../http-error";
import { audited, recordAudit } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import {
  loginAccountLimiter,
  loginAddressLimiter,
  loginFailureLimiter,
  passwordChangeLimiter,
  twoStepFailureLimiter,
} from "../../middleware/rate-limits";
import { parseBody } from "../../middleware/validate";
import { requireSignedIn } from "../../middleware/require-staff";
import { endOtherSessions, SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from "../../session";
import { changeOwnEmail } from "./accounts.queries";
import { passwordProblem } from "./password-strength";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { endResetLinks } from "./account-links";
import { checkSecondFactor, confirmCurrentPassword } from "./own-account-proof";
import { enqueueSecurityNotice } from "./security-notices";
import { isTwoStepRequired } from "./two-step-rule";
import { findAccountById, findStaffUserById, recordSignIn, setPassword, type StaffUser } from "./users.queries";

/** How long a right password waits for its two-step code. */
const TWO_STEP_WINDOW_MS = 5 * 60_000;
const WRONG_CODE_MESSAGE = "That code is not right. Enter the current code from your authenticator app, or a recovery code.";

function authenticate(passport: PassportStatic, req: Request): Promise<StaffUser | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (err: unknown, user: StaffUser | false) => (err ? reject(err) : resolve(user)))(
      req,
      req.res,
      reject,
    );
  });
}

const promisify = (fn: (cb: (err?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

/** The status the staff screens read: who, their role and two-step state, and whether they must set it up first. */
function statusOf(req: Request): AuthStatus {
  if (!req.isAuthenticated()) return { isAuthenticated: false };
  const { id, username, role, email, twoStepEnabled } = req.user;
  return {
    isAuthenticated: true,
    user: { id, username, role, email, twoStepEnabled },
    ...(req.session.twoStepSetupRequired ? { twoStepSetupRequired: true } : {}),
  };
}

export function authRouter(
  passport: PassportStatic,
  { loginLimit, accountLimit }: { loginLimit: RateLimit; accountLimit: RateLimit },
  { db, pool }: Database,
  secrets: SecretBox,
): Router {
  const router = Router();

  /**
   * The last step of every sign-in: a new session (passport regenerates it, so a fixated id is never
   * promoted), its sign-in time and device, the account's last sign-in, and the audit row.
   */
  async function signIn(req: Request, user: StaffUser, how: "password" | "two-step" | "recovery-code") {
    // passport regenerates the session and saves it before answering; the sign-in time goes in with that
    // save, so a request racing the end of this one already finds it
    req.session.signedInAt = Date.now();
    req.session.device = { userAgent: (req.get("user-agent") ?? "").slice(0, 300) };
    delete req.session.pendingTwoStep;
    if (!user.twoStepEnabled && (await isTwoStepRequired(db))) req.session.twoStepSetupRequired = true;
    await promisify((cb) => req.logIn(user, { session: true, keepSessionInfo: true }, cb));
    await audited(db, { id: user.id, name: user.username, ip: req.ip }, async (tx, audit) => {
      await recordSignIn(tx, user.id);
      if (how === "recovery-code")
        await audit({
          action: "auth.recovery-code-used",
          targetType: "account",
          targetId: user.id,
          summary: `${user.username} signed in with a recovery code`,
        });
      await audit({
        action: "auth.sign-in",
        targetType: "account",
        targetId: user.id,
        summary: `${user.username} signed in${how === "password" ? "" : " with two-step sign-in"}`,
      });
    });
  }

  router.get("/auth/status", (req, res) => {
    res.set("Cache-Control", "no-store").json(statusOf(req));
  });

  router.post(
    "/login",
    loginAddressLimiter(loginLimit, pool),
    loginFailureLimiter(loginLimit, pool),
    loginAccountLimiter(accountLimit, pool, INVALID_LOGIN_MESSAGE),
    async (req, res) => {
      req.body = parseBody(req, loginSchema);
      const user = await authenticate(passport, req);
      if (!user) {
        await recordAudit(
          db,
          { id: null, name: String(req.body.username), ip: req.ip },
          { action: "auth.sign-in-failed", summary: `Failed sign-in as "${String(req.body.username).slice(0, 60)}"` },
        );
        throw new HttpError(401, INVALID_LOGIN_MESSAGE);
      }
      if (user.twoStepEnabled) {
        req.session.pendingTwoStep = { userId: user.id, at: Date.now() };
        res.json({ totpRequired: true } satisfies TwoStepChallenge);
        return;
      }
      await signIn(req, user, "password");
      res.json({ message: "Login successful", ...statusOf(req) } satisfies SignedIn);
    },
  );

  /** The second step: the authenticator's code (never one already used) or a recovery code (once each). */
  router.post("/login/totp", twoStepFailureLimiter(loginLimit, pool), async (req, res) => {
    const pending = req.session.pendingTwoStep;
    if (!pending || Date.now() - pending.at > TWO_STEP_WINDOW_MS) {
      delete req.session.pendingTwoStep;
      throw new HttpError(401, "Please sign in with your password again");
    }
    const { code } = parseBody(req, twoStepCodeSchema);
    const account = await findAccountById(db, pending.userId);
    const user = await findStaffUserById(db, pending.userId);
    if (!account?.totpSecret || !user) throw new HttpError(401, "Please sign in with your password again");
    const how = await checkSecondFactor(db, secrets, account, code);
    if (!how) {
      await recordAudit(
        db,
        { id: null, name: account.username, ip: req.ip },
        {
          action: "auth.sign-in-failed",
          targetType: "account",
          targetId: account.id,
          summary: `Wrong two-step code for ${account.username}`,
        },
      );
      throw new HttpError(401, WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
    }
    await signIn(req, user, how);
    res.json({ message: "Login successful", ...statusOf(req) } satisfies SignedIn);
  });

  /** Makes a change to the signed-in person's own account and writes its audit row in the same transaction. */
  function changeOwnAccount(
    req: Request,
    action: "auth.password-change" | "auth.email-change",
    what: string,
    change: (tx: AppDb) => Promise<unknown>,
    values: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
  ) {
    const user = req.user!;
    return audited(db, actorOf(req), async (tx, audit) => {
      await change(tx);
      await endOtherSessions(tx, user.id, req.sessionID);
      await endResetLinks(tx, user.id);
      await audit({
        action,
        targetType: "account",
        targetId: user.id,
        summary: `${user.username} changed their ${what}; every other session ended`,
        ...values,
      });
    });
  }

  router.post("/auth/password", requireSignedIn, passwordChangeLimiter(loginLimit, pool), async (req, res) => {
    const { currentPassword, newPassword } = parseBody(req, passwordChangeSchema);
    const user = req.user!;
    await confirmCurrentPassword(db, user.id, currentPassword);
    const problem =
      newPassword === currentPassword ? PASSWORD_CHANGE_MESSAGES.sameAsCurrent : passwordProblem(newPassword, [user.username]);
    if (problem) throw new HttpError(400, problem, { newPassword: problem });
    await changeOwnAccount(req, "auth.password-change", "password", async (tx) => {
      await setPassword(tx, user.id, newPassword);
      await enqueueSecurityNotice(tx, { change: "password-changed", to: user.email, username: user.username });
    });
    res.json({ message: PASSWORD_CHANGE_MESSAGES.changed } satisfies MessageAnswer);
  });

  /** A staff member's own email address (where reset links go), confirmed with their password. */
  router.put("/auth/email", requireSignedIn, passwordChangeLimiter(loginLimit, pool), async (req, res) => {
    const { email, currentPassword } = parseBody(req, emailChangeSchema);
    const user = req.user!;
    await confirmCurrentPassword(db, user.id, currentPassword);
    const changeEmail = async (tx: AppDb) => {
      await changeOwnEmail(tx, user.id, email);
      // the old address hears of it: whoever changed it may have done so to take the account over
      if (email !== user.email)
        await enqueueSecurityNotice(tx, { change: "email-changed", to: user.email ?? email, username: user.username });
    };
    await changeOwnAccount(req, "auth.email-change", "email", changeEmail, {
      before: { email: user.email },
      after: { email },
    });
    res.json({ message: "Email address saved", email } satisfies EmailChanged);
  });

  router.post("/logout", async (req, res) => {
    if (req.session) {
      await promisify((cb) => req.logOut(cb));
      await promisify((cb) => req.session.destroy(cb));
    }
    res.clearCookie(SESSION_COOKIE_NAME, { path: "/", httpOnly: true, sameSite: "lax" });
    res.clearCookie(SECURE_SESSION_COOKIE_NAME, { path: "/", httpOnly: true, sameSite: "lax", secure: true });
    res.json({ message: "Logged out" } satisfies MessageAnswer);
  });

  return router;
}
