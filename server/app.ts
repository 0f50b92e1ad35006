import type { RequestListener } from "node:http";
import compression from "compression";
import express, { Router } from "express";
import type { Database } from "./db/client";
import type { AppConfig } from "./env";
import {
  accountEmailTaskHandlers,
  accountsRouter,
  authRouter,
  createPassport,
  securityNoticeTaskHandlers,
  sessionsRouter,
  twoStepRouter,
  twoStepSetupGate,
} from "./features/auth";
import { auditRouter } from "./features/audit";
import { businessProfileRouter, createBusinessProfileCache, paymentDetailsNoticeTaskHandlers } from "./features/business";
import { golfAlertEmailTaskHandlers, golfRouter } from "./features/golf";
import {
  claimLeadLink,
  leadDeskRouter,
  leadEmailsRouter,
  leadEmailTaskHandlers,
  leadIntakeRouter,
  type LeadParts,
  leadPhotoRetentionTaskHandlers,
  leadPushMessage,
  linkRenewalRouter,
  newLinkEmailTaskHandlers,
  reviewRequestTaskHandlers,
} from "./features/leads";
import {
  leadTextsRouter,
  ownTextsRouter,
  leadWaitingTaskHandlers,
  textsForLead,
  textsForNewLead,
  textTaskHandlers,
  textWebhooksRouter,
} from "./features/texts";
import { bookingPageRouter, deleteVisitsOfLead, visitEmailTaskHandlers, visitForLead, visitsRouter } from "./features/visits";
import {
  deleteQuotesOfLead,
  quoteEmailTaskHandlers,
  quoteForLead,
  quotePageRouter,
  quotesRouter,
  unsubscribeRouter,
} from "./features/quotes";
import { estimateForLead, estimateFormPage, estimatesRouter, neighbourLetterRouter, priceTableRouter } from "./features/estimates";
import {
  checklistsRouter,
  crewAppRouter,
  crewRouter,
  deleteJobOfLead,
  jobCostsRouter,
  bydaReminderEmailTaskHandlers,
  bydaReminderTaskHandlers,
  complianceRouter,
  jobCostWatchTaskHandlers,
  jobCompletionRouter,
  jobEmailTaskHandlers,
  jobForLead,
  jobPageRouter,
  jobsRouter,
  productivityRouter,
  takeoffRouter,
} from "./features/jobs";
import { imageDerivationTaskHandlers } from "./infra/images/image-intake";
import { fileDeletionTaskHandlers } from "./infra/files/file-deletions";
import { adSpendRouter, reportsRouter } from "./features/reports";
import { adminAppRouter, pushRouter } from "./features/push";
import { createReviewRatingCache, publicReviewsHandler, reviewPushMessage, reviewsRouter } from "./features/reviews";
import { pushTaskHandlers } from "./infra/push/push-sender";
import { cachedVapidKeys } from "./infra/push/vapid-keys";
import { configureDecoding } from "./infra/images/decode-gate";
import { secretBox } from "./infra/secrets/secret-box";
import { secretsKeyOf } from "./infra/secrets/secrets-key";
import { invoiceEmailTaskHandlers, invoiceLinkOf, invoicePageRouter, invoicesRouter, stripeWebhookRouter } from "./features/invoices";
import { stripeGateway } from "./infra/stripe/stripe-gateway";
import { smsGateway } from "./infra/sms/sms-gateway";
import { type ClientAssets, siteRouter, standalonePageShell } from "./features/site";
import { createSiteContentCache, showcaseImageSettled, showcaseRouter } from "./features/showcase";
import type { Logger } from "./logger";
import { errorHandler } from "./middleware/error-handler";
import { parseJsonBody, requireJsonContentType } from "./middleware/json-body";
import {
  golfWriteLimiter,
  leadPhotoLimiter,
  neighbourLetterLimiter,
  passwordChangeLimiter,
  publicFormLimiter,
  publicPageFormLimiters,
} from "./middleware/rate-limits";
import { ROUTES } from "@shared/routes";
import { requireSameOrigin } from "./middleware/same-origin";
import { healthRouter, type Readiness } from "./health";
import { pgFileStore } from "./infra/files/pg-file-store";
import { s3FileStore } from "./infra/files/s3-file-store";
import { mediaRouter } from "./infra/images/media.router";
import { startTaskWorker } from "./infra/tasks/worker";
import { withHotReads } from "./hot-reads";
import { requestLogger } from "./middleware/request-logger";
import { securityHeaders } from "./security-headers";
import { absoluteSessionLifetime, createSessionMiddleware, resolveSessionSecret } from "./session";

export interface AppDeps {
  database: Database;
  config: AppConfig;
  logger: Logger;
  client: ClientAssets;
}

export interface App {
  /** the request listener: the Express app, with its hottest reads answered ahead of the router */
  app: RequestListener;
  /** stops background work owned by the app (session pruning, Vite, the task worker); the database is the caller's */
  close(): Promise<void>;
  /** from now on /readyz answers 503, so load balancers take this process out of rotation */
  startDraining(): void;
  /** every route under /api, as the router holds it: what the role tests walk, so no new route escapes them */
  apiRoutes(): { method: string; path: string }[];
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

function routesOf(stack: readonly RouterLayer[]): { method: string; path: string }[] {
  return stack.flatMap((layer) => {
    if (layer.route)
      return Object.keys(layer.route.methods)
        .filter((method) => method !== "_all")
        .map((method) => ({ method, path: layer.route!.path }));
    return layer.handle?.stack ? routesOf(layer.handle.stack) : [];
  });
}

export async function createApp({ database, config, logger, client }: AppDeps): Promise<App> {
  const { db } = database;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  const secrets = secretBox(secretsKeyOf(config));
  configureDecoding(config.imageDecoding);

  const readiness: Readiness = { draining: false };
  const ratings = createReviewRatingCache(database, logger);
  const siteContent = createSiteContentCache(database, logger);
  const business = createBusinessProfileCache(database, config.business, logger, config.invoicingDefaults);
  const currentBusiness = () => business.current();
  const currentInvoicing = async () => ({ business: await business.current(), invoicing: await business.invoicing() });
  const files = config.s3 ? s3FileStore(config.s3) : pgFileStore(db);
  const logRequest = requestLogger(logger);
  const secure = securityHeaders(config, client.scriptHashes);
  const readReviews = publicReviewsHandler(ratings);
  const handleError = errorHandler(logger);
  app.use(logRequest, secure);
  // The hottest public read, from memory, before every other layer; withHotReads below skips the router for it.
  const reviewsPath = "/api/reviews";
  app.get(reviewsPath, readReviews);
  app.use(healthRouter(database.pool, readiness));
  const stripe = config.stripe ? stripeGateway(config.stripe) : undefined;
  // before the API's JSON parser: the webhook's signature is over the bytes as sent
  app.use(stripeWebhookRouter(db, stripe, logger));
  const sms = config.sms ? smsGateway(config.sms) : undefined;
  // the SMS provider's webhooks post forms, signed over the URL and the fields
  app.use(textWebhooksRouter({ db, gateway: sms, currentBusiness, logger }));
  app.use(compression());

  const session = createSessionMiddleware(database, {
    secret: resolveSessionSecret(config.sessionSecret, secrets),
    production: config.env === "production",
    siteUrl: config.business.siteUrl,
    idleMs: config.sessionIdleMs,
    logger,
  });
  const passport = createPassport(db);
  const formLimiter = publicFormLimiter(config.formRateLimit, database.pool);

  const api = Router();
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  api.use(requireSameOrigin, requireJsonContentType, parseJsonBody);
  api.use(
    session.middleware,
    passport.initialize(),
    passport.session(),
    absoluteSessionLifetime(config.sessionMaxMs),
    twoStepSetupGate(db),
  );
  api.get("/health", async (_req, res) => {
    await database.pool.query("select 1");
    res.json({ status: "ok" });
  });
  api.use(authRouter(passport, { loginLimit: config.loginRateLimit, accountLimit: config.accountLoginLimit }, database, secrets));
  api.use(twoStepRouter(database, secrets, config.loginRateLimit, async () => (await currentBusiness()).name));
  api.use(sessionsRouter(database, config.sessionIdleMs));
  api.use(accountsRouter(database, config.loginRateLimit));
  api.use(businessProfileRouter(db, business, { secrets, passwordLimiter: passwordChangeLimiter(config.loginRateLimit, database.pool) }));
  api.use(auditRouter(db));
  // a new lead and what follows it in its transaction; a lead's parts kept by the features built on it
  const leadStore = { db, secrets, followUps: [textsForNewLead(currentBusiness)] };
  const leadParts: LeadParts = {
    visitForLead,
    quoteForLead,
    estimateForLead,
    jobForLead,
    textsForLead,
    removeWithLead: [deleteJobOfLead, deleteVisitsOfLead, deleteQuotesOfLead],
  };
  api.use(
    leadIntakeRouter(leadStore, files, {
      formLimiter,
      photoLimiter: leadPhotoLimiter(config.formRateLimit, database.pool),
      currentBusiness,
      photoCap: config.unattachedPhotoCap,
    }),
  );
  const pageFormLimiters = publicPageFormLimiters(config.formRateLimit, database.pool);
  api.use(estimatesRouter({ store: leadStore, currentBusiness }, formLimiter, pageFormLimiters.look));
  api.use(priceTableRouter(db));
  api.use(leadDeskRouter(db, files, { logger, currentBusiness, parts: leadParts }));
  api.use(visitsRouter(db, currentBusiness));
  api.use(quotesRouter(db, secrets, currentInvoicing));
  api.use(jobCompletionRouter(db));
  // a lead's links, then an invoice's on the same address
  api.use(linkRenewalRouter(db, secrets));
  api.use(invoicesRouter(db, secrets, currentInvoicing));
  api.use(jobsRouter(db, files, currentInvoicing, currentBusiness));
  api.use(crewRouter(db, files, currentInvoicing, currentBusiness));
  api.use(checklistsRouter(db));
  api.use(takeoffRouter(db));
  api.use(jobCostsRouter(db, files));
  api.use(complianceRouter(db, files));
  api.use(productivityRouter(db, async () => (await business.invoicing()).targetMarginPercent));
  api.use(leadTextsRouter(db, currentBusiness));
  api.use(ownTextsRouter(db, currentBusiness));
  api.use(adSpendRouter(db));
  const vapid = cachedVapidKeys(db, secrets);
  api.use(pushRouter(db, { keys: vapid, allowedOrigins: config.push.allowedOrigins }));
  api.use(reportsRouter(db, { currentBusiness, logger }));
  api.use(showcaseRouter(db, files, siteContent));
  // a review sent from a completed job's link is a customer's: the link is the leads feature's, spent with the review
  api.use(reviewsRouter(db, formLimiter, ratings.invalidate, (tx, token) => claimLeadLink(tx, "review", token)));
  api.use(golfRouter(db, golfWriteLimiter(config.golfWriteRateLimit, database.pool)));
  api.use(leadEmailsRouter(db, config));
  api.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  app.use("/api", api);
  app.use(mediaRouter(db, files));
  const standalonePages = { db, client, shell: standalonePageShell(client), currentBusiness, currentInvoicing, formLimiter, logger };
  app.use(bookingPageRouter(standalonePages));
  app.use(quotePageRouter(standalonePages));
  app.use(invoicePageRouter({ ...standalonePages, stripe }));
  app.use(jobPageRouter({ ...standalonePages, files }));
  app.use(neighbourLetterRouter(db, neighbourLetterLimiter(config.formRateLimit, database.pool), currentBusiness));
  app.use(unsubscribeRouter(standalonePages));
  app.use(adminAppRouter(currentBusiness));
  app.use(crewAppRouter(currentBusiness));
  const estimatePage = estimateFormPage({ store: leadStore, currentBusiness }, pageFormLimiters);
  app.use(siteRouter({ config, business, client, ratings, siteContent, logger, formPages: { [ROUTES.estimate.path]: estimatePage } }));
  app.use(handleError);
  const emailTaskDeps = { db, config, currentBusiness, logger, secrets };
  const taskHandlers = {
    ...leadEmailTaskHandlers({ ...emailTaskDeps, estimateForLead }),
    ...accountEmailTaskHandlers(emailTaskDeps),
    ...securityNoticeTaskHandlers(emailTaskDeps),
    ...paymentDetailsNoticeTaskHandlers(emailTaskDeps),
    ...visitEmailTaskHandlers(emailTaskDeps),
    ...quoteEmailTaskHandlers(emailTaskDeps),
    ...reviewRequestTaskHandlers(emailTaskDeps),
    ...newLinkEmailTaskHandlers({ ...emailTaskDeps, invoiceLink: (invoiceId) => invoiceLinkOf(db, secrets, invoiceId) }),
    ...invoiceEmailTaskHandlers(emailTaskDeps),
    ...jobEmailTaskHandlers({ ...emailTaskDeps, files }),
    ...leadWaitingTaskHandlers({
      db,
      currentOffice: async () => ({ siteUrl: (await currentBusiness()).siteUrl, alertHours: (await business.invoicing()).alertHours }),
    }),
    ...leadPhotoRetentionTaskHandlers(db, files),
    ...fileDeletionTaskHandlers(files),
    ...golfAlertEmailTaskHandlers(emailTaskDeps),
    ...bydaReminderEmailTaskHandlers(emailTaskDeps),
  };
  const taskWorker = Object.keys(taskHandlers).length
    ? startTaskWorker({ db, handlers: taskHandlers, logger, timing: config.taskTiming })
    : undefined;
  // the same queue, a worker of its own: an alert or a text never waits behind an email whose SMTP server is slow
  const pushWorker = startTaskWorker({
    db,
    logger,
    timing: config.taskTiming,
    handlers: {
      ...textTaskHandlers({
        db,
        gateway: sms,
        secrets,
        siteUrl: async () => (await currentBusiness()).siteUrl,
        textsPerHour: async () => (await business.invoicing()).textsPerHour,
        logger,
      }),
      // a job passing its quote is told to the Owner within the minute: it waits behind no email
      ...jobCostWatchTaskHandlers(db, async () => (await business.invoicing()).costAlert),
      ...bydaReminderTaskHandlers(db),
      ...pushTaskHandlers({
        db,
        logger,
        keys: vapid,
        allowedOrigins: config.push.allowedOrigins,
        contact: async () => `mailto:${(await currentBusiness()).email}`,
        compose: async (payload) => {
          const { subject } = payload;
          if (subject.type === "notice") return { title: subject.title, body: subject.body, url: subject.url };
          return subject.type === "review" ? reviewPushMessage(db, payload) : leadPushMessage(db, payload);
        },
      }),
    },
  });

  // photos' derivatives on a worker of their own: a minute of image work never holds an email or an alert back
  const imageWorker = startTaskWorker({
    db,
    logger,
    timing: config.taskTiming,
    handlers: imageDerivationTaskHandlers(db, files, showcaseImageSettled(db, files, siteContent)),
  });

  return {
    apiRoutes: () => routesOf((api as unknown as { stack: RouterLayer[] }).stack),
    app: withHotReads(app, new Map([[reviewsPath, [logRequest, secure, readReviews]]]), handleError),
    async close() {
      await taskWorker?.stop();
      await pushWorker.stop();
      await imageWorker.stop();
      await session.close();
      await ratings.close();
      await siteContent.close();
      await business.close();
      await client.close?.();
    },
    startDraining() {
      readiness.draining = true;
    },
  };
}
