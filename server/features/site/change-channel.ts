import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "../../db/client";

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
 * drops (onChange is called then too, as changes may have been missed). PGlite serves one process
 * only, so there it listens to nothing and needs nothing.
 */
export function openChangeChannel(database: Database, channel: string, onChange: () => void, logger: Logger): ChangeChannel {
  const given: unknown = database.pool;
  if (!(given instanceof pg.Pool)) {
    return { publish: async () => {}, isListening: () => true, close: async () => {} };
  }
  const pool = given;
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err?: unknown) => {
    if (err) logger.warn({ err, channel }, "change channel lost; reconnecting");
    client?.release(true);
    client = undefined;
    onChange();
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };

  async function connect() {
    try {
      const next = await pool.connect();
      next.on("notification", (message) => message.channel === channel && onChange());
      next.on("error", lost);
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return next.release();
      client = next;
      onChange();
    } catch (err) {
      lost(err);
    }
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
      client?.release();
      client = undefined;
    },
  };
}
