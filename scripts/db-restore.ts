/**
 * Restores a backup made by db:backup into PGLITE_DATA_DIR, with the server stopped:
 *   npm run db:restore -- FILE [--force]
 * A folder that already holds a database is replaced only with --force.
 */
import { parseArgs } from "node:util";
import { restorePglite } from "../server/db/backup";
import { loadConfig } from "../server/env";
import { runScript } from "./run-script";

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
  const file = positionals[0];
  if (!file) throw new Error("Usage: npm run db:restore -- FILE [--force]");
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE (see the README).',
    );
  }
  await restorePglite(file, config.pgliteDataDir, { force: values.force });
  console.log(`Restored ${file} into ${config.pgliteDataDir}.`);
}

runScript(main);
