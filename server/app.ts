import { randomUUID } from "node:crypto";
import compression from "compression";
import express, { Router } from "express";
import type { Database } from "./db/client";
import type { AppConfig } from "./env";
import { adLeadsRouter } from "./features/ad-leads/ad-leads.router";
import { authRouter } from "./features/auth/auth.router";
import { createPassport } from "./features/auth/passport";
import { golfRouter } from "./features/golf/golf.router";
import { quoteRequestsRouter } from "./features/quote-requests/quote-requests.router";
import { reviewsRouter } from "./features/reviews/reviews.router";
import type { ClientAssets } from "./features/site/client-assets";
import { createReviewRatingCache } from "./features/site/review-rating-cache";
import { siteRouter } from "./features/site/site.router";
import type { Logger } from "./logger";
import { errorHandler } from "./middleware/error-handler";
import { parseJsonBody, requireJsonContentType } from "./middleware/json-body";
import { golfWriteLimiter, publicFormLimiter } from "./middleware/rate-limits";
import { requireSameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./security-headers";
import { createSessionMiddleware, resolveSessionSecret } from "./session";

export interface AppDeps {
  database: Database;
  config: AppConfig;
  logger: Logger;
  client: ClientAssets;
}

export interface App {
  app: express.Express;
  /** stops background work owned by the app (session pruning, Vite); the database is the caller's */
  close(): Promise<void>;
}

export async function createApp({ database, config, logger, client }: AppDeps): Promise<App> {
  const { db } = database;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use((_req, res, next) => {
    res.setHeader("x-request-id", randomUUID());
    next();
  });
  app.use(securityHeaders(config));
  app.use(compression());

  const session = createSessionMiddleware(database, {
    secret: await resolveSessionSecret(database, config.sessionSecret),
    idleMs: config.sessionIdleMs,
    logger,
  });
  const passport = createPassport(db);
  const ratings = createReviewRatingCache(db);
  const formLimiter = publicFormLimiter(config.formRateLimit);

  const api = Router();
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  api.use(requireSameOrigin, requireJsonContentType, parseJsonBody);
  api.use(session.middleware, passport.initialize(), passport.session());
  api.get("/health", async (_req, res) => {
    await database.pool.query("select 1");
    res.json({ status: "ok" });
  });
  api.use(authRouter(passport, config.loginRateLimit));
  api.use(quoteRequestsRouter(db, formLimiter));
  api.use(adLeadsRouter(db, formLimiter));
  api.use(reviewsRouter(db, formLimiter, ratings.invalidate));
  api.use(golfRouter(db, golfWriteLimiter(config.golfWriteRateLimit)));
  api.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  app.use("/api", api);
  app.use(siteRouter({ config, client, ratings, logger }));
  app.use(errorHandler(logger));

  return {
    app,
    async close() {
      await session.close();
      await client.close?.();
    },
  };
}
