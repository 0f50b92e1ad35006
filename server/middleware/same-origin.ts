import type { RequestHandler } from "express";
import { HttpError } from "../http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (403). Browsers always send
 * Origin on cross-site POST/PATCH; requests without it (curl, server-to-server) carry no cookie risk.
 */
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  if (origin === undefined) return next();
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host === undefined || host !== req.get("host")) {
    return next(new HttpError(403, "Cross-site request refused"));
  }
  next();
};
