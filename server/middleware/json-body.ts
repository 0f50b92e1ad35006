import express, { type RequestHandler } from "express";
import { HttpError } from "../http-error";

export const JSON_BODY_LIMIT = "32kb";

const hasBody = (req: Parameters<RequestHandler>[0]) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/** Requests that carry a body must say it is JSON (415 otherwise); the body is capped at 32 KB (413). */
export const requireJsonContentType: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && !req.is("application/json")) {
    return next(new HttpError(415, "Content-Type must be application/json"));
  }
  next();
};

export const parseJsonBody = express.json({ limit: JSON_BODY_LIMIT, strict: true });
