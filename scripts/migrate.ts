/** npm run db:migrate: applies migrations/ to the configured database (the server also does this at start). */
import { openDatabase } from "../server/db/open";
import { loadConfig } from "../server/env";
import { createLogger } from "../server/logger";

const database = await openDatabase(loadConfig(), createLogger("info"));
await database.close();
console.log("Migrations applied.");
