import type { AppConfig } from "./env";
import { ensureConfiguredAdmin } from "./features/auth";
import type { Logger } from "./logger";
import type { Database } from "./db/client";
import { seedGolfData } from "./db/seed";
import { scheduleLeadPhotoRetention } from "./features/leads";
import { backfillPriceObservations } from "./features/golf";
import { secretBox } from "./infra/secrets/secret-box";
import { secretsKeyOf } from "./infra/secrets/secrets-key";
import { sealPlainSecrets } from "./infra/secrets/seal-plain-secrets";
import { fillLeadReportColumns } from "./features/reports";

/**
 * Start-up work on a migrated database: golf sample data, the ADMIN_USERNAME account when configured, secrets kept
 * plain before SECRETS_KEY sealed (and a wrong key refused), the
 * recurring tasks (queued once, whichever process starts first), and the report columns of leads stored before they were kept.
 */
export async function prepareDatabase(database: Database, config: AppConfig, logger: Logger): Promise<void> {
  const seeded = await seedGolfData(database);
  if (seeded.length) logger.info({ tables: seeded }, "golf sample data seeded");
  if (config.admin) await ensureConfiguredAdmin(database, config.admin, logger);
  await sealPlainSecrets(database.db, secretBox(secretsKeyOf(config)));
  await scheduleLeadPhotoRetention(database.db);
  await fillLeadReportColumns(database.db, logger);
  await database.withStartupLock((db) => backfillPriceObservations(db));
}
