import { Router, type Request } from "express";
import type { PassportStatic } from "passport";
import type { AuthStatus } from "@shared/api-types";
import { INVALID_LOGIN_MESSAGE, loginSchema } from "@shared/validation/login";
import type { RateLimit } from "../../env";
import { HttpError } from "../../http-error";
import { loginAddressLimiter, loginFailureLimiter } from "../../middleware/rate-limits";
import { parseBody } from "../../middleware/validate";
import { SESSION_COOKIE_NAME } from "../../session";
import type { StaffUser } from "./users.queries";

function authenticate(passport: PassportStatic, req: Request): Promise<StaffUser | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (err: unknown, user: StaffUser | false) =>
      err ? reject(err) : resolve(user),
    )(req, req.res, reject);
  });
}

const promisify = (fn: (cb: (err?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

export function authRouter(passport: PassportStatic, loginLimit: RateLimit): Router {
  const router = Router();

  router.get("/auth/status", (req, res) => {
    const body: AuthStatus = req.isAuthenticated()
      ? { isAuthenticated: true, user: { id: req.user.id, username: req.user.username } }
      : { isAuthenticated: false };
    res.set("Cache-Control", "no-store").json(body);
  });

  router.post("/login", loginAddressLimiter(loginLimit), loginFailureLimiter(loginLimit), async (req, res) => {
    req.body = parseBody(req, loginSchema);
    const user = await authenticate(passport, req);
    if (!user) throw new HttpError(401, INVALID_LOGIN_MESSAGE);
    // passport's logIn regenerates the session, so a fixated session id is never promoted.
    await promisify((cb) => req.logIn(user, cb));
    res.json({ message: "Login successful", user });
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
