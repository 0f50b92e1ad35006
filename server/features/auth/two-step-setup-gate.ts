import type { RequestHandler } from "express";
import type { AppDb } from "../../db/client";
import { isTwoStepRequired } from "./two-step-rule";
import { HttpError } from "../../http-error";

/** What an account that must still set up two-step sign-in may reach: its status, the setup itself, and signing out. */
const OPEN_WHILE_SETTING_UP = new Set(["/auth/status", "/auth/totp/setup", "/auth/totp/confirm", "/logout"]);

/**
 * When the Owner requires two-step sign-in, an account without it may set it up and nothing else: every other API
 * answers 403 until it is confirmed. The rule is read on each request of such an account, so turning it on reaches
 * sessions already signed in (on every process) at their next request.
 */
export function twoStepSetupGate(db: AppDb): RequestHandler {
  return (req, _res, next) => {
    if (!req.isAuthenticated()) return next();
    if (req.user.twoStepEnabled) {
      if (req.session.twoStepSetupRequired) delete req.session.twoStepSetupRequired;
      return next();
    }
    isTwoStepRequired(db).then((required) => {
      if (required) req.session.twoStepSetupRequired = true;
      else if (req.session.twoStepSetupRequired) delete req.session.twoStepSetupRequired;
      if (!required || OPEN_WHILE_SETTING_UP.has(req.path)) return next();
      next(new HttpError(403, "Set up two-step sign-in first"));
    }, next);
  };
}
