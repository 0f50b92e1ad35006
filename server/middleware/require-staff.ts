import type { RequestHandler } from "express";
import { HttpError } from "../http-error";

/** Staff endpoints answer 401 without a signed-in session, and 403 to a Crew account (the crew app is theirs). */
export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.isAuthenticated()) return next(new HttpError(401, "Authentication required"));
  if (req.user.role === "crew") return next(new HttpError(403, "Crew accounts use the crew app"));
  next();
};

/** A person's own account (password, email, two-step, devices) and the crew app: any signed-in role. */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  if (req.isAuthenticated()) return next();
  next(new HttpError(401, "Authentication required"));
};
