import type { Server } from "node:http";
import { createApp } from "./app";
import { openDatabase } from "./db/open";
import { prepareDatabase } from "./db/prepare";
import { loadConfig } from "./env";
import { builtClientAssets, viteClientAssets } from "./features/site/client-assets";
import { createLogger } from "./logger";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  await prepareDatabase(database, config, logger);
  const client = config.env === "development" ? await viteClientAssets() : builtClientAssets(config.distDir);
  const { app, close } = await createApp({ database, config, logger, client });

  const server: Server = app.listen(config.port, () => {
    logger.info({ url: `http://localhost:${config.port}`, env: config.env }, "server listening");
  });
  server.on("error", (err) => {
    logger.fatal({ err }, "server failed to listen");
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
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
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("unhandledRejection", (err) => logger.error({ err }, "unhandled promise rejection"));
}

main().catch((err: unknown) => {
  console.error("Failed to start:", err);
  process.exit(1);
});
