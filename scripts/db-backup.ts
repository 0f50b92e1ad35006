/**
 * Backs up the embedded database (PGLITE_DATA_DIR) to a file, with the server stopped:
 *   npm run db:backup -- FILE
 * With DATABASE_URL, use pg_dump instead (see the README).
 */
import { parseArgs } from "node:util";
import { backupPglite } from "../server/db/backup";
import { loadConfig } from "../server/env";
import { runScript } from "./run-script";

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file) throw new Error("Usage: npm run db:backup -- FILE");
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom --file=FILE "$DATABASE_URL" (see the README).');
  }
  const bytes = await backupPglite(config.pgliteDataDir, file);
  console.log(`Backed up the embedded database in ${config.pgliteDataDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB).`);
  console.log(`Restore it with: npm run db:restore -- ${file}`);
}

runScript(main);
