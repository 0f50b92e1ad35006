import pino from "pino";

export type { Logger } from "pino";

/** JSON lines in production and tests; in development, readable lines through pino-pretty. */
export function createLogger(level: string, options: { pretty?: boolean } = {}) {
  return pino({
    level,
    redact: { paths: ["req.headers.cookie", "res.headers[\"set-cookie\"]", "password", "*.password"], remove: true },
    ...(options.pretty
      ? { transport: { target: "pino-pretty", options: { colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } } }
      : {}),
  });
}
