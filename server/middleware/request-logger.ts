import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "../logger";

const PROBES = new Set(["/healthz", "/readyz"]);

/** What a person typed into a search box (a homeowner's name, phone or email) is never logged. */
const SEARCH_PARAMS = ["q"];
/**
 * A homeowner's own pages carry their link's token in the path: whoever holds it can book, accept or
 * unsubscribe as them, so a log (read by a log service or a contractor) shows "(token)" in its place.
 */
const HOMEOWNER_TOKEN_PATH = /^\/(book|quote|unsubscribe|invoice|payment)\/[^/?#]+/;
/** The job page's token opens the homeowner's address, dates and photos: logged as "/job/(private)". */
const JOB_TOKEN_PATH = /^\/job\/[^/?#]+/;

export const loggablePath = (path: string) => path.replace(HOMEOWNER_TOKEN_PATH, "/$1/(token)").replace(JOB_TOKEN_PATH, "/job/(private)");

export function loggableUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return loggablePath(url);
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of SEARCH_PARAMS) if (params.has(name)) params.set(name, "(withheld)");
  return `${loggablePath(url.slice(0, at))}?${params.toString()}`;
}

/**
 * Gives every request an id, sends it back as X-Request-Id (the error handler logs it too), and logs one
 * line per response with it (reqId): info below 400, warn for 4xx, error for 5xx, "request aborted" when
 * the client went away first. Load balancer probes are not logged: they come every few seconds and say
 * nothing. Hand-written rather than pino-http, which builds two child loggers and serialises the request
 * on every call even when the line is not written; that halved the rate of GET /api/reviews
 * (docs/decisions/server-rendering.md). Nothing is built here unless the line's level is enabled.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const startedAt = performance.now();
    const reqId = randomUUID();
    res.setHeader("X-Request-Id", reqId);
    if (!PROBES.has(req.path)) {
      res.once("close", () => {
        const { statusCode } = res;
        const level = statusCode >= 500 ? "error" : statusCode >= 400 ? "warn" : "info";
        if (!logger.isLevelEnabled(level)) return;
        logger[level](
          {
            reqId,
            req: { method: req.method, url: loggableUrl(req.originalUrl ?? req.url), remoteAddress: req.ip },
            res: { statusCode },
            responseTime: Math.round(performance.now() - startedAt),
          },
          res.writableFinished ? "request completed" : "request aborted",
        );
      });
    }
    next();
  };
}
