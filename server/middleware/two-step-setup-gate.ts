import type { RequestHandler } from "express";
import { HttpError } from "../http-error";

/** What an account that must still set up two-step sign-in may reach: its status, the setup itself, and signing out. */
const OPEN_WHILE_SETTING_UP = new Set(["/auth/status", "/auth/totp/setup", "/auth/totp/confirm", "/logout"]);

/**
 * When the Owner requires two-step sign-in, an account without it signs in to set it up and to nothing else:
 * every other API answers 403 until it is confirmed.
 */
export const twoStepSetupGate: RequestHandler = (req, _res, next) => {
  if (!req.isAuthenticated() || !req.session.twoStepSetupRequired || OPEN_WHILE_SETTING_UP.has(req.path)) return next();
  next(new HttpError(403, "Set up two-step sign-in first"));
};
