import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ThrowawayDatabase {
  /** the new database's connection string */
  url: string;
  /** drops it, connections and all */
  drop(): Promise<void>;
}

/** Runs one statement on the server of `baseUrl` (creating or dropping a database), on a connection of its own. */
export async function onServer(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the PostgreSQL server of `baseUrl` (TEST_DATABASE_URL), for tests that start real server
 * processes: each process migrates it as a real deployment would. `prefix` names it, with a random suffix.
 */
export async function createThrowawayDatabase(baseUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(baseUrl, `drop database if exists ${name} with (force)`) };
}
