import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "../db/client";

const RECONNECT_MS = 2_000;

export interface ChangeChannel {
  /** tells every process on this database (this one included) that the data changed */
  publish(): Promise<void>;
  /** true while this process hears the other processes' changes */
  isListening(): boolean;
  close(): Promise<void>;
}

/**
 * PostgreSQL LISTEN/NOTIFY on one named channel, on a connection of its own that is re-opened when it
 * drops (onChange is called then too, as changes may have been missed). The connection is outside the
 * pool, so it never takes a request's slot and never holds up the pool's end. PGlite serves one
 * process only, so there it listens to nothing and needs nothing.
 */
export function openChangeChannel(database: Database, channel: string, onChange: () => void, logger: Logger): ChangeChannel {
  const given: unknown = database.pool;
  if (!(given instanceof pg.Pool)) {
    return { publish: async () => {}, isListening: () => true, close: async () => {} };
  }
  const pool = given;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err?: unknown) => {
    if (err) logger.warn({ err, channel }, "change channel lost; reconnecting");
    void client?.end().catch(() => {});
    client = undefined;
    onChange();
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };

  async function connect() {
    const next = new pg.Client(pool.options);
    next.on("error", (err) => {
      if (client === next) lost(err);
    });
    next.on("end", () => {
      if (client === next) lost(new Error("the listening connection ended"));
    });
    try {
      await next.connect();
      next.on("notification", (message) => message.channel === channel && onChange());
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      void next.end().catch(() => {});
      return lost(err);
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
    onChange();
  }
  void connect();

  return {
    async publish() {
      await pool.query("select pg_notify($1, '')", [channel]);
    },
    isListening: () => client !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
