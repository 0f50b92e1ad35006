import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { SqlPool } from "../db/client";
import type { RateLimit } from "../env";
import { PostgresRateLimitStore } from "./postgres-rate-limit-store";

/*
 * Counters live in PostgreSQL, so every process on the database counts the same hits and a restart
 * keeps them (docs/decisions/rate-limits.md). When the database cannot count, the request goes on
 * (passOnStoreError): the write behind it needs the database anyway and answers 503 by itself.
 */

const clientKey = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");

interface LimiterOptions extends RateLimit {
  pool: SqlPool;
  /** names this limiter's counters in the shared table */
  prefix: string;
  message: string;
  keyGenerator?: (req: Request) => string;
  skipSuccessfulRequests?: boolean;
  /** a page's own form: over the limit, the request goes on marked (res.locals.throttled) for the page to say so */
  marksPage?: boolean;
}

function limiter(options: LimiterOptions): RequestHandler {
  return rateLimit({
    store: new PostgresRateLimitStore(options.pool, options.prefix),
    passOnStoreError: true,
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: options.keyGenerator ?? clientKey,
    skipSuccessfulRequests: options.skipSuccessfulRequests ?? false,
    handler: (_req, res, next) => {
      if (!options.marksPage) return void res.status(429).json({ message: options.message });
      res.locals.throttled = options.message;
      next();
    },
  });
}

/** Quote requests, ad leads and reviews from one address. */
export const publicFormLimiter = (limit: RateLimit, pool: SqlPool) =>
  limiter({ ...limit, pool, prefix: "form:", message: "Too many submissions from your connection. Please try again later or call us." });

/**
 * A public page's own form posts (the instant estimate without JavaScript): a send counts with the quote forms,
 * a look at a price six times as freely. Over the limit the page answers 429 in words, not JSON.
 */
export const publicPageFormLimiters = (limit: RateLimit, pool: SqlPool) => ({
  send: limiter({
    ...limit,
    pool,
    prefix: "form:",
    marksPage: true,
    message: "Too many submissions from your connection. Please try again later or call us.",
  }),
  look: limiter({
    ...bucketOf(limit, 6),
    pool,
    prefix: "page-form:",
    marksPage: true,
    message: "Too many estimates from your connection in a short time. Please wait a few minutes or call us.",
  }),
});

/** A bucket of its own beside the forms' sends: the same window, `times` as many requests. */
const bucketOf = (limit: RateLimit, times: number): RateLimit => ({ windowMs: limit.windowMs, limit: limit.limit * times });

/**
 * Homeowners' photos for a quote form, one request each: a bucket of their own (30 per 15 minutes from one address
 * by default), so five photos and two sends, or two households behind one mobile carrier's address, still go through.
 */
export const leadPhotoLimiter = (limit: RateLimit, pool: SqlPool) =>
  limiter({
    ...bucketOf(limit, 3),
    pool,
    prefix: "lead-photos:",
    message: "Too many photos from your connection in a short time. Send your request and we'll ask for them.",
  });

/** The neighbour's letter (a PDF made per request): generous, and apart from the forms' sends (60 per 15 minutes). */
export const neighbourLetterLimiter = (limit: RateLimit, pool: SqlPool) =>
  limiter({
    ...bucketOf(limit, 6),
    pool,
    prefix: "neighbour-letter:",
    message: "Too many letters from your connection in a short time. Please wait a few minutes or call us.",
  });

/** Supplier, competitor and profit-analysis writes from one address. */
export const golfWriteLimiter = (limit: RateLimit, pool: SqlPool) =>
  limiter({ ...limit, pool, prefix: "golf:", message: "Too many changes in a short time. Please wait a few minutes and try again." });

/**
 * Failed logins per username and address: the (limit + 1)th failure within the window gets 429.
 * Successful logins do not count. Runs after the body is parsed, so the username is known.
 */
export const loginFailureLimiter = (limit: RateLimit, pool: SqlPool) =>
  limiter({
    ...limit,
    pool,
    prefix: "login-failure:",
    skipSuccessfulRequests: true,
    message: "Too many failed login attempts. Please wait 15 minutes and try again.",
    keyGenerator: (req) => {
      const username = typeof req.body?.username === "string" ? req.body.username.trim().toLowerCase() : "";
      return `${clientKey(req)}|${username.slice(0, 100)}`;
    },
  });

/**
 * Failed sign-ins of one account from every address together: past the limit, every sign-in of the account is
 * refused for the window, a right password too, answered exactly as a wrong password is (so the refusal tells a
 * guesser nothing). Successful sign-ins do not count.
 */
export const loginAccountLimiter = (limit: RateLimit, pool: SqlPool, refusal: string) =>
  rateLimit({
    store: new PostgresRateLimitStore(pool, "login-account:"),
    passOnStoreError: true,
    windowMs: limit.windowMs,
    limit: limit.limit,
    standardHeaders: false,
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => {
      const username = typeof req.body?.username === "string" ? req.body.username.trim().toLowerCase() : "";
      return username.slice(0, 100);
    },
    handler: (_req, res) => void res.status(401).json({ message: refusal }),
  });

/** Every login attempt from one address, whatever the username, against password spraying. */
export const loginAddressLimiter = (limit: RateLimit, pool: SqlPool) =>
  limiter({
    pool,
    prefix: "login-address:",
    windowMs: limit.windowMs,
    limit: limit.limit * 10,
    message: "Too many login attempts from your connection. Please wait 15 minutes and try again.",
  });

/** Wrong current passwords on the password change, per signed-in user: a stolen session cannot guess on. */
export const passwordChangeLimiter = (limit: RateLimit, pool: SqlPool) =>
  limiter({
    ...limit,
    pool,
    prefix: "password-change:",
    skipSuccessfulRequests: true,
    message: "Too many failed attempts. Please wait 15 minutes and try again.",
    keyGenerator: (req) => `user-${req.user?.id ?? "none"}`,
  });

/**
 * Wrong two-step codes, per account waiting for its code (and per address): the codes are six digits, so
 * they are throttled like passwords.
 */
export const twoStepFailureLimiter = (limit: RateLimit, pool: SqlPool) =>
  limiter({
    ...limit,
    pool,
    prefix: "two-step-failure:",
    skipSuccessfulRequests: true,
    message: "Too many wrong codes. Please wait 15 minutes and try again.",
    keyGenerator: (req) => `user-${req.session?.pendingTwoStep?.userId ?? req.user?.id ?? clientKey(req)}`,
  });

/**
 * Password-reset requests, per address and per account address asked for: the answer never says whether an
 * account exists, and nobody can fill a staff member's inbox.
 */
export const passwordResetRequestLimiter = (limit: RateLimit, pool: SqlPool) => [
  limiter({ ...limit, pool, prefix: "reset-request-address:", message: "Too many requests. Please wait 15 minutes and try again." }),
  limiter({
    pool,
    prefix: "reset-request-email:",
    windowMs: limit.windowMs,
    limit: 3,
    message: "Too many requests. Please wait 15 minutes and try again.",
    keyGenerator: (req) => (typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase().slice(0, 254) : clientKey(req)),
  }),
];
