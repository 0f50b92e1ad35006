import type { RequestHandler } from "express";
import { HttpError } from "../http-error";

/** Accounts, business details, settings and the audit log: an Owner's, 401 without a session and 403 for Staff. */
export const requireOwner: RequestHandler = (req, _res, next) => {
  if (!req.isAuthenticated()) return next(new HttpError(401, "Authentication required"));
  if (req.user.role !== "owner") return next(new HttpError(403, "Only an Owner can do this"));
  next();
};
