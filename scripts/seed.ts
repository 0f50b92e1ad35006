/** npm run db:seed: fills empty golf tables with the sample data; running it again changes nothing. */
import { openDatabase } from "../server/db/open";
import { seedGolfData } from "../server/db/seed";
import { loadConfig } from "../server/env";
import { createLogger } from "../server/logger";

const database = await openDatabase(loadConfig(), createLogger("warn"));
try {
  const seeded = await seedGolfData(database);
  console.log(seeded.length ? `Seeded: ${seeded.join(", ")}` : "Golf tables already hold data; nothing to seed.");
} finally {
  await database.close();
}
