import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { RateLimit } from "../env";

/*
 * Counters live in this process's memory: they are a cache that is safe to lose. With several
 * processes behind a load balancer each keeps its own count (docs/decisions/rate-limits.md).
 */

const clientKey = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");

function limiter(options: RateLimit & { message: string; keyGenerator?: (req: Request) => string; skipSuccessfulRequests?: boolean }): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: options.keyGenerator ?? clientKey,
    skipSuccessfulRequests: options.skipSuccessfulRequests ?? false,
    handler: (_req, res) => {
      res.status(429).json({ message: options.message });
    },
  });
}

/** Quote requests, ad leads and reviews from one address. */
export const publicFormLimiter = (limit: RateLimit) =>
  limiter({ ...limit, message: "Too many submissions from your connection. Please try again later or call us." });

/** Supplier, competitor and profit-analysis writes from one address. */
export const golfWriteLimiter = (limit: RateLimit) =>
  limiter({ ...limit, message: "Too many changes in a short time. Please wait a few minutes and try again." });

/**
 * Failed logins per username and address: the (limit + 1)th failure within the window gets 429.
 * Successful logins do not count. Runs after the body is parsed, so the username is known.
 */
export const loginFailureLimiter = (limit: RateLimit) =>
  limiter({
    ...limit,
    skipSuccessfulRequests: true,
    message: "Too many failed login attempts. Please wait 15 minutes and try again.",
    keyGenerator: (req) => {
      const username = typeof req.body?.username === "string" ? req.body.username.trim().toLowerCase() : "";
      return `${clientKey(req)}|${username.slice(0, 100)}`;
    },
  });

/** Every login attempt from one address, whatever the username, against password spraying. */
export const loginAddressLimiter = (limit: RateLimit) =>
  limiter({
    windowMs: limit.windowMs,
    limit: limit.limit * 10,
    message: "Too many login attempts from your connection. Please wait 15 minutes and try again.",
  });
