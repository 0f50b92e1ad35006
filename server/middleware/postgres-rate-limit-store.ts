import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { SqlPool } from "../db/client";

const PRUNE_EVERY = 500;

/**
 * An express-rate-limit store on our own PostgreSQL (pg or PGlite), so every process behind a load
 * balancer counts against the same numbers and a restart forgets nothing. Each hit is one atomic
 * upsert; the window's clock is the database's, so processes with skewed clocks still agree.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private calls = 0;

  constructor(
    private readonly pool: SqlPool,
    readonly prefix: string,
  ) {}

  /** PostgreSQL text cannot hold NUL; a key with one (a login name sent with \0) still has to count. */
  private dbKey(key: string): string {
    return this.prefix + key.replaceAll("\0", "\uFFFD");
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query("select hits, reset_at from rate_limit_hits where key = $1 and reset_at > now()", [
      this.dbKey(key),
    ]);
    return toInfo(rows[0]);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (++this.calls % PRUNE_EVERY === 0) await this.pool.query("delete from rate_limit_hits where reset_at < now()");
    const { rows } = await this.pool.query(
      `insert into rate_limit_hits (key, hits, reset_at)
         values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       on conflict (key) do update set
         hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
         reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
       returning hits, reset_at`,
      [this.dbKey(key), this.windowMs],
    );
    const info = toInfo(rows[0]);
    if (!info) throw new Error("rate limit upsert returned no row");
    return info;
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query("update rate_limit_hits set hits = greatest(hits - 1, 0) where key = $1 and reset_at > now()", [this.dbKey(key)]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query("delete from rate_limit_hits where key = $1", [this.dbKey(key)]);
  }
}

function toInfo(row: unknown): ClientRateLimitInfo | undefined {
  if (!row) return undefined;
  const { hits, reset_at } = row as { hits: number; reset_at: Date | string };
  return { totalHits: Number(hits), resetTime: new Date(reset_at) };
}
