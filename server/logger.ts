import pino from "pino";

export type { Logger } from "pino";

export function createLogger(level: string) {
  return pino({
    level,
    redact: { paths: ["req.headers.cookie", "password", "*.password"], remove: true },
  });
}
