import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { ZodError } from "zod";
import { HttpError } from "../http-error";
import { loggablePath } from "./request-logger";
import { fieldErrors } from "./validate";

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "57014", // query_canceled: the statement timeout ended a query stuck in the database
]);

/** True when the error (or what it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || code.startsWith("08"))) return true;
    if (
      typeof message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|Query read timeout/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/** SQLSTATE class 22, "data exception": numeric overflow, invalid text encoding and the like. */
export function isDatabaseDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/** The one error handler: maps what was thrown to a status, and never shows a stack, SQL or path. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const requestId = res.getHeader("x-request-id");
    const send = (status: number, body: Record<string, unknown>) => res.status(status).json(body);

    if (err instanceof HttpError) {
      return send(err.status, err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    if (err instanceof ZodError) {
      return send(400, { message: "Please check the highlighted fields", errors: fieldErrors(err) });
    }
    const parserType = (err as BodyParserError).type;
    if (parserType === "entity.too.large") return send(413, { message: "Request body is too large" });
    if (parserType === "entity.parse.failed") return send(400, { message: "Malformed JSON body" });
    if (parserType === "encoding.unsupported" || parserType === "charset.unsupported") {
      return send(415, { message: "Unsupported body encoding" });
    }
    if (parserType) return send(400, { message: "Invalid request body" });
    // the router's own client errors, e.g. a path parameter that is not valid percent-encoded UTF-8
    const status = (err as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) return send(status, { message: "Invalid request" });

    if (isDatabaseDataException(err)) {
      // a value the database cannot hold (overflow, bad encoding) that validation let through
      logger.warn({ err, requestId, path: loggablePath(req.path) }, "database refused a value");
      return send(400, { message: "Some values are out of range. Please check them and try again." });
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err, requestId, path: loggablePath(req.path) }, "database unavailable");
      res.setHeader("Retry-After", "5");
      return send(503, { message: "Service temporarily unavailable. Please try again shortly." });
    }
    logger.error({ err, requestId, method: req.method, path: loggablePath(req.path) }, "unhandled error");
    return send(500, { message: "Something went wrong" });
  };
}
