import type { Logger } from "pino";
import type { Database } from "../db/client";
import { openChangeChannel } from "./change-channel";

/** How long a snapshot is trusted while changes from other processes are heard, and while they are not. */
const TTL_LISTENING_MS = 60_000;
const TTL_DEAF_MS = 1_000;

export interface SharedCache<T> {
  /** the cached value, loaded when there is none or it is stale; concurrent callers share one load */
  snapshot(): Promise<T>;
  /** after a write that changes what load() reads: drops this process's copy and tells every other process */
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A value read from the database once and served from memory until a write invalidates it in every
 * process: through PostgreSQL LISTEN/NOTIFY on `channel` (infra/change-channel.ts). While that channel is
 * down, a snapshot is trusted for one second only, so a missed change shows within a second.
 */
export function createSharedCache<T>(database: Database, channel: string, load: () => Promise<T>, logger: Logger): SharedCache<T> {
  let cached: { value: T; at: number } | undefined;
  let loading: Promise<T> | undefined;
  let generation = 0;

  const clear = () => {
    generation += 1;
    cached = undefined;
    loading = undefined;
  };
  const changes = openChangeChannel(database, channel, clear, logger);

  function snapshot(): Promise<T> {
    const ttl = changes.isListening() ? TTL_LISTENING_MS : TTL_DEAF_MS;
    if (cached && Date.now() - cached.at < ttl) return Promise.resolve(cached.value);
    if (loading) return loading;
    const started = generation;
    const pending = load().then(
      (value) => {
        // A change that arrived while loading makes this result stale: serve it once, keep nothing.
        if (generation === started) cached = { value, at: Date.now() };
        if (loading === pending) loading = undefined;
        return value;
      },
      (err: unknown) => {
        if (loading === pending) loading = undefined;
        throw err;
      },
    );
    loading = pending;
    return pending;
  }

  return {
    snapshot,
    async invalidate() {
      clear();
      await changes.publish();
    },
    close: () => changes.close(),
  };
}
