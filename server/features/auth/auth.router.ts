import { Router, type Request } from "express";
import type { PassportStatic } from "passport";
import type { AuthStatus } from "@shared/api-types";
import { INVALID_LOGIN_MESSAGE, loginSchema } from "@shared/validation/login";
import { PASSWORD_CHANGE_MESSAGES, passwordChangeSchema } from "@shared/validation/password-change";
import type { Database } from "../../db/client";
import type { RateLimit } from "../../env";
import { HttpError } from "../../http-error";
import { loginAddressLimiter, loginFailureLimiter, passwordChangeLimiter } from "../../middleware/rate-limits";
import { parseBody } from "../../middleware/validate";
import { endOtherSessions, SESSION_COOKIE_NAME } from "../../session";
import { passwordProblem } from "./password-strength";
import { verifyPassword } from "./passwords";
import { requireStaff } from "../../middleware/require-staff";
import { findPasswordHash, setPassword, type StaffUser } from "./users.queries";

function authenticate(passport: PassportStatic, req: Request): Promise<StaffUser | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (err: unknown, user: StaffUser | false) =>
      err ? reject(err) : resolve(user),
    )(req, req.res, reject);
  });
}

const promisify = (fn: (cb: (err?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

export function authRouter(passport: PassportStatic, loginLimit: RateLimit, { db, pool }: Database): Router {
  const router = Router();

  router.get("/auth/status", (req, res) => {
    const body: AuthStatus = req.isAuthenticated()
      ? { isAuthenticated: true, user: { id: req.user.id, username: req.user.username } }
      : { isAuthenticated: false };
    res.set("Cache-Control", "no-store").json(body);
  });

  router.post("/login", loginAddressLimiter(loginLimit, pool), loginFailureLimiter(loginLimit, pool), async (req, res) => {
    req.body = parseBody(req, loginSchema);
    const user = await authenticate(passport, req);
    if (!user) throw new HttpError(401, INVALID_LOGIN_MESSAGE);
    // passport's logIn regenerates the session, so a fixated session id is never promoted.
    // passport regenerates the session and saves it before answering; the sign-in time goes in with
    // that save, so a request racing the end of this one already finds it
    req.session.signedInAt = Date.now();
    await promisify((cb) => req.logIn(user, { session: true, keepSessionInfo: true }, cb));
    res.json({ message: "Login successful", user });
  });

  router.post("/auth/password", requireStaff, passwordChangeLimiter(loginLimit, pool), async (req, res) => {
    const { currentPassword, newPassword } = parseBody(req, passwordChangeSchema);
    const user = req.user!;
    if (!(await verifyPassword(await findPasswordHash(db, user.id), currentPassword))) {
      throw new HttpError(400, PASSWORD_CHANGE_MESSAGES.currentWrong, { currentPassword: PASSWORD_CHANGE_MESSAGES.currentWrong });
    }
    const problem =
      newPassword === currentPassword ? PASSWORD_CHANGE_MESSAGES.sameAsCurrent : passwordProblem(newPassword, [user.username]);
    if (problem) throw new HttpError(400, problem, { newPassword: problem });
    await setPassword(db, user.id, newPassword);
    await endOtherSessions(pool, user.id, req.sessionID);
    res.json({ message: PASSWORD_CHANGE_MESSAGES.changed });
  });

  router.post("/logout", async (req, res) => {
    if (req.session) {
      await promisify((cb) => req.logOut(cb));
      await promisify((cb) => req.session.destroy(cb));
    }
    res.clearCookie(SESSION_COOKIE_NAME, { path: "/", httpOnly: true, sameSite: "lax" });
    res.json({ message: "Logged out" });
  });

  return router;
}
