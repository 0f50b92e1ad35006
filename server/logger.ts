import pino, { type DestinationStream } from "pino";

export type { Logger } from "pino";

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  code?: unknown;
  query?: unknown;
  params?: unknown;
}

/** PostgreSQL quotes the value it could not read ("invalid input syntax for type integer: \"abc\""). */
const QUOTED_INPUT = /((?:invalid input syntax|invalid input value) for [^:]+): ".*"$/s;

/**
 * One error of a chain as it may be logged. A Drizzle query error names its bound values after "params:"
 * in its message and stack (a homeowner's name and phone, a password hash), so it is written as its
 * statement alone; a PostgreSQL error's row values (detail, where) are left out altogether.
 */
function describe(error: ErrorLike): { message: string; frames: string } {
  const message = typeof error.message === "string" ? error.message : String(error);
  const stack = typeof error.stack === "string" ? error.stack : "";
  const at = stack.indexOf(message);
  const frames = at >= 0 ? stack.slice(at + message.length) : stack.slice(stack.indexOf("\n    at "));
  if (typeof error.query === "string" && message.startsWith("Failed query: ")) return { message: `Failed query: ${error.query}`, frames };
  return { message: message.replace(QUOTED_INPUT, "$1: (value withheld)"), frames };
}

/**
 * pino's `err` serializer without values: type, message and stack of the whole cause chain, the SQL
 * statement, and PostgreSQL's code, constraint, table and column (enough to find the fault), never
 * the parameters or the row.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return pino.stdSerializers.err(err as Error);
  const messages: string[] = [];
  const stacks: string[] = [];
  const details: Record<string, unknown> = {};
  let depth = 0;
  for (let e: unknown = err; e instanceof Error && depth < 5; e = (e as ErrorLike).cause, depth++) {
    const { message, frames } = describe(e);
    messages.push(message);
    stacks.push(`${depth ? "caused by: " : ""}${e.name}: ${message}${frames}`);
    for (const key of ["code", "constraint", "table", "column", "routine", "query"] as const) {
      const value = (e as unknown as Record<string, unknown>)[key];
      if (typeof value === "string" && details[key] === undefined) details[key] = value;
    }
  }
  return { type: err.name, message: messages.join(": "), stack: stacks.join("\n"), ...details };
}

/** JSON lines in production and tests; in development, readable lines through pino-pretty. */
export function createLogger(level: string, options: { pretty?: boolean; destination?: DestinationStream } = {}) {
  const settings: pino.LoggerOptions = {
    level,
    redact: { paths: ["req.headers.cookie", 'res.headers["set-cookie"]', "password", "*.password"], remove: true },
    serializers: { err: serializeError },
    ...(options.pretty
      ? { transport: { target: "pino-pretty", options: { colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } } }
      : {}),
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
