import { createApp } from "./app";
import { openDatabase } from "./db/open";
import { prepareDatabase } from "./prepare-database";
import { ConfigError, describeDatabase, loadConfig } from "./env";
import { assertAdminPasswordAllowed } from "./features/auth";
import { builtClientAssets, viteClientAssets } from "./features/site";
import { createHttpServer } from "./http-server";
import { createLogger, serializeError } from "./logger";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (config.admin) assertAdminPasswordAllowed(config.admin);
  const logger = createLogger(config.logLevel, { pretty: config.env === "development" });
  const database = await openDatabase(config, logger);
  await prepareDatabase(database, config, logger);
  const client = config.env === "development" ? await viteClientAssets() : builtClientAssets(config.distDir);
  const { app, close, startDraining } = await createApp({ database, config, logger, client });

  const server = createHttpServer(app, config.http);
  server.listen(config.port, () => {
    const url = `http://localhost:${config.port}`;
    const db = describeDatabase(config);
    logger.info({ url, database: db, env: config.env }, `server listening: open ${url} (database: ${db})`);
  });
  server.on("error", (err) => {
    logger.fatal({ err }, "server failed to listen");
    process.exit(1);
  });

  let stopping = false;
  const stop = () => {
    // whatever is still in flight after the grace period is cut, so the process exits within it
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS - config.shutdownDrainMs - 1_000).unref();
    server.close(async () => {
      clearTimeout(force);
      try {
        await close();
        await database.close();
        logger.info("shutdown complete");
        process.exit(0);
      } catch (err) {
        logger.error({ err }, "error during shutdown");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // /readyz fails at once; the process serves on while the load balancer notices, then stops accepting
    startDraining();
    logger.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down: draining, then finishing in-flight requests");
    setTimeout(stop, config.shutdownDrainMs);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("unhandledRejection", (err) => logger.error({ err }, "unhandled promise rejection"));
}

main().catch((err: unknown) => {
  // a refused setting is the operator's to fix: one line that says which and why, not a stack trace
  if (err instanceof ConfigError) console.error(`Failed to start: ${err.message}`);
  // through the log serializer: a failed query's message would otherwise print its values (a password hash)
  else console.error(`Failed to start: ${String(serializeError(err).stack ?? err)}`);
  process.exit(1);
});
