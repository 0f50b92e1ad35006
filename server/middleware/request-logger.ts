import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger";

const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * Gives every request an id, sends it back as X-Request-Id, and logs one line per response with it
 * (reqId). req.log carries the same id for anything logged while handling the request. Load
 * balancer probes are not logged: they come every few seconds and say nothing.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => {
      const id = randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => PROBES.has((req.url ?? "").split("?")[0] ?? "") },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    quietReqLogger: true,
  });
}
