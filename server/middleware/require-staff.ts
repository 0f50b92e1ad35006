import type { RequestHandler } from "express";
import { HttpError } from "../http-error";

/** Staff endpoints answer 401 without a signed-in session. */
export const requireStaff: RequestHandler = (req, _res, next) => {
  if (req.isAuthenticated()) return next();
  next(new HttpError(401, "Authentication required"));
};
