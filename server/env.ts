import { DEFAULT_DECODE_SETTINGS, type DecodeSettings } from "./infra/images/decode-gate";
import { keyFileBeside, parseSecretsKey } from "./infra/secrets/secrets-key";
import path from "node:path";
import { z } from "zod";
import { type BusinessProfile, resolveBusinessProfile } from "@shared/business-profile";
import type { InvoicingDetails } from "@shared/invoicing-details";
import { normaliseAbn } from "@shared/invoices/abn";
import type { TaskTiming } from "./infra/tasks/worker";
import type { S3Settings } from "./infra/files/s3-file-store";
import type { StripeSettings } from "./infra/stripe/stripe-gateway";
import type { SmsSettings } from "./infra/sms/sms-gateway";
import { isValidSender } from "@shared/texts/mobile-numbers";
import type { SmtpSettings } from "./infra/mail/transport";
import { parseAllowedOrigins } from "./infra/push/push-endpoints";
import { projectRoot } from "./project-root";
import { HOUR_MS } from "@shared/calendar/durations";

/** The only reader of process.env. Everything else receives an AppConfig. */

/** A setting the server refuses to start with; its message says which and what to do (printed alone, no stack). */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATABASE_URL: optionalString,
  PGLITE_DATA_DIR: z.string().default("./data/pglite"),
  DIST_DIR: z.string().default("dist"),
  SESSION_SECRET: optionalString,
  SECRETS_KEY: optionalString,
  IMAGE_DECODE_CONCURRENCY: positiveInt(DEFAULT_DECODE_SETTINGS.concurrency),
  IMAGE_DECODE_QUEUE_MS: positiveInt(DEFAULT_DECODE_SETTINGS.queueWaitMs),
  IMAGE_DECODE_TIMEOUT_MS: positiveInt(DEFAULT_DECODE_SETTINGS.timeoutMs),
  SESSION_IDLE_MINUTES: positiveInt(60),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMIN_RESET_PASSWORD: z.enum(["0", "1", "true", "false", ""], "must be 1 or unset").optional(),
  TRUST_PROXY: optionalString,
  FORM_RATE_LIMIT: positiveInt(10),
  FORM_RATE_WINDOW_MINUTES: positiveInt(15),
  GOLF_WRITE_RATE_LIMIT: positiveInt(60),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  /** failed sign-ins of one account, from any addresses, before it refuses every sign-in for the window */
  LOGIN_ACCOUNT_MAX_FAILURES: positiveInt(10),
  /** anonymous homeowner photos (uploaded, not yet sent with a form) held at most, by count and by megabytes */
  PHOTO_UNATTACHED_LIMIT: positiveInt(200),
  PHOTO_UNATTACHED_MB: positiveInt(500),
  GOOGLE_ADS_ID: optionalString,
  GOOGLE_ADS_CONVERSION_LABEL: optionalString,
  SITE_URL: optionalString,
  /** origins besides the known push services that push may be sent to (a self-hosted push service, a test stand-in) */
  PUSH_ALLOWED_ORIGINS: optionalString,
  /** who gets the golf watches' alerts by email (with SMTP_URL), comma-separated */
  GOLF_ALERT_TO: optionalString,
  BUSINESS_NAME: optionalString,
  BUSINESS_PHONE: optionalString,
  BUSINESS_MOBILE: optionalString,
  BUSINESS_EMAIL: optionalString,
  BUSINESS_QBCC_LICENCE: optionalString,
  /** the ABN and GST registration invoices start from (the Owner can set them in /admin instead) */
  BUSINESS_ABN: optionalString.refine((abn) => abn === undefined || normaliseAbn(abn) !== undefined, "BUSINESS_ABN is not a valid ABN"),
  BUSINESS_GST_REGISTERED: z.enum(["yes", "no"], "BUSINESS_GST_REGISTERED is yes or no").optional(),
  FACEBOOK_URL: optionalString,
  INSTAGRAM_URL: optionalString,
  SESSION_MAX_HOURS: positiveInt(12),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8_000).default(2_000),
  HTTP_HEADERS_TIMEOUT_MS: positiveInt(15_000),
  HTTP_REQUEST_TIMEOUT_MS: positiveInt(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt(65_000),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(5_000),
  DB_POOL_SIZE: positiveInt(10),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: optionalString,
  LEAD_ALERT_TO: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(["0", "1", "true", "false", ""], "must be 1 or 0").optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API address: unset in production; a local stand-in in tests */
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
  /** a Twilio-compatible SMS API: https://api.twilio.com in production, a local stand-in in tests */
  SMS_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
  SMS_ACCOUNT_SID: optionalString,
  SMS_AUTH_TOKEN: optionalString,
  SMS_FROM: optionalString.pipe(
    z.string().refine(isValidSender, "must be a number in E.164 (+61491570006) or a sender ID of at most 11 letters and digits").optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
});

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  databaseUrl?: string;
  pgliteDataDir: string;
  /** the production build (client in public/, server bundle in server/), relative to the project */
  distDir: string;
  sessionSecret?: string;
  /**
   * SECRETS_KEY: seals TOTP secrets and the VAPID private key, and derives homeowner links. Required in production
   * with DATABASE_URL; otherwise a key file beside the embedded data folder (`secretsKeyFile`) is made once.
   */
  secretsKey?: Buffer;
  secretsKeyFile: string;
  /** photos decoded at once per process, how long one waits for its turn, and how long one may take */
  imageDecoding: DecodeSettings;
  sessionIdleMs: number;
  /** ADMIN_USERNAME and ADMIN_PASSWORD: the account ensured at start; its password is reset only when `resetPassword` */
  admin?: { username: string; password: string; resetPassword: boolean };
  /** Express "trust proxy" value: false, a hop count, or a list of addresses */
  trustProxy: boolean | number | string;
  formRateLimit: RateLimit;
  golfWriteRateLimit: RateLimit;
  loginRateLimit: RateLimit;
  /** failed sign-ins per account, whatever the address (a botnet guessing one account's password) */
  accountLoginLimit: RateLimit;
  /** PHOTO_UNATTACHED_LIMIT and PHOTO_UNATTACHED_MB */
  unattachedPhotoCap: { count: number; bytes: number };
  googleAds?: { id: string; conversionLabel?: string };
  business: BusinessProfile;
  /** invoicing details the environment gives before the Owner saves any (the ABN, the GST answer) */
  invoicingDefaults: Partial<InvoicingDetails>;
  /** lead emails; unset without SMTP_URL, and then they stay queued */
  mail?: MailConfig;
  /** Web Push: the origins besides the known push services that alerts may be sent to */
  push: { allowedOrigins: string[] };
  /** addresses that get the golf watches' alerts by email; empty: the alerts are on the dashboard only */
  golfAlertTo: string[];
  /** polling and retry timing of the task worker; its defaults unless a test shortens them */
  taskTiming?: TaskTiming;
  /** photos go to this S3-compatible bucket; unset, they are kept in PostgreSQL */
  s3?: S3Settings;
  /** card payments; unset, invoices offer bank transfer only */
  stripe?: StripeSettings;
  /** texts; unset, they wait in the queue (like email without SMTP) */
  sms?: SmsSettings;
  logLevel: string;
  /** a staff session ends this long after sign-in, however active it is */
  sessionMaxMs: number;
  /** after SIGTERM, /readyz answers 503 this long before the server stops accepting connections */
  shutdownDrainMs: number;
  http: HttpTimeouts;
  /** PostgreSQL (DATABASE_URL): per-statement limit and connections per process */
  dbStatementTimeoutMs: number;
  dbPoolSize: number;
}

export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export interface MailConfig extends SmtpSettings {
  /** staff addresses that get the new-lead alert */
  alertTo: string[];
}

const emailAddress = z.email();

function parseMailConfig(smtpUrl?: string, from?: string, alertTo?: string): MailConfig | undefined {
  if (!smtpUrl) return undefined;
  if (!from || !alertTo) throw new ConfigError("Invalid environment: SMTP_URL needs MAIL_FROM and LEAD_ALERT_TO as well");
  const addressOf = (v: string) => /<([^<>]+)>\s*$/.exec(v)?.[1] ?? v;
  if (!emailAddress.safeParse(addressOf(from)).success || /[\r\n]/.test(from)) {
    throw new ConfigError("Invalid environment: MAIL_FROM must be an address such as Ridgeline <quotes@example.com>");
  }
  const list = alertTo
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.filter((a) => !emailAddress.safeParse(a).success);
  if (list.length === 0 || bad.length) throw new ConfigError(`Invalid environment: LEAD_ALERT_TO has a bad address: ${bad.join(", ")}`);
  return { smtpUrl, from, alertTo: list };
}

/**
 * "true" trusts every X-Forwarded-For hop, so a client that sends a new address each time escapes every
 * throttle; behind a real load balancer the hop count or the proxies' addresses say exactly whom to trust.
 */
function parseS3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError("Invalid environment: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well");
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? "us-east-1",
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      e.S3_FORCE_PATH_STYLE === "1" ||
      e.S3_FORCE_PATH_STYLE === "true" ||
      (e.S3_FORCE_PATH_STYLE === undefined && e.S3_ENDPOINT !== undefined),
  };
}

/**
 * SESSION_SECRET signs the staff's session cookies. A deployment on a database server must set it; the embedded
 * database's single machine (`npm start` on a fresh clone) derives one from its key file instead. It is never kept
 * in the database, where a stolen dump would let anyone sign themselves a session.
 */
function sessionSecretOf(e: { SESSION_SECRET?: string; DATABASE_URL?: string; NODE_ENV: string }): string | undefined {
  if (e.NODE_ENV === "production" && e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid environment: SESSION_SECRET is required in production with DATABASE_URL. It signs staff sessions and is never " +
        "kept in the database. Make one with: openssl rand -base64 48",
    );
  }
  return e.SESSION_SECRET;
}

/**
 * The SMS provider is reached over https in production: its auth token goes with every request. Only a stand-in on
 * this machine's loopback (the browser journeys') may be plain http, as nothing then leaves the machine.
 */
function smsApiBaseOf(e: { SMS_API_BASE?: string; NODE_ENV: string }): string | undefined {
  const base = e.SMS_API_BASE && new URL(e.SMS_API_BASE);
  const loopback = base && ["127.0.0.1", "localhost", "[::1]"].includes(base.hostname);
  if (e.NODE_ENV === "production" && base && base.protocol !== "https:" && !loopback) {
    throw new ConfigError(
      "Invalid environment: SMS_API_BASE must be an https:// address in production (the auth token goes with every request)",
    );
  }
  return e.SMS_API_BASE;
}

function secretsKeyOf(e: { SECRETS_KEY?: string; DATABASE_URL?: string; NODE_ENV: string }): Buffer | undefined {
  if (e.SECRETS_KEY) {
    try {
      return parseSecretsKey(e.SECRETS_KEY);
    } catch (err) {
      throw new ConfigError(`Invalid environment: ${(err as Error).message}`);
    }
  }
  if (e.NODE_ENV === "production" && e.DATABASE_URL) {
    throw new ConfigError(
      "Invalid environment: SECRETS_KEY is required in production with DATABASE_URL. It seals two-step secrets and the push key, " +
        "and a key kept in the same database would not protect them from a stolen dump. Make one with: openssl rand -base64 32",
    );
  }
  return undefined;
}

function parseTrustProxy(value: string | undefined, nodeEnv: string): boolean | number | string {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") {
    if (nodeEnv === "production") {
      throw new ConfigError(
        "Invalid environment: TRUST_PROXY=true would trust any X-Forwarded-For a client sends and let it escape every throttle. " +
          "Set TRUST_PROXY to the number of proxy hops in front of the server (e.g. 1) or to their addresses (e.g. 10.0.0.0/8).",
      );
    }
    return true;
  }
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function addressList(name: string, text: string | undefined): string[] {
  const list = (text ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.filter((a) => !emailAddress.safeParse(a).success);
  if (bad.length) throw new ConfigError(`Invalid environment: ${name} has a bad address: ${bad.join(", ")}`);
  return list;
}

function pushOrigins(text: string | undefined): string[] {
  try {
    return parseAllowedOrigins(text);
  } catch (err) {
    throw new ConfigError(`Invalid environment: ${(err as Error).message}`);
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const minutes = (n: number) => n * 60_000;
  const sms = [e.SMS_API_BASE, e.SMS_ACCOUNT_SID, e.SMS_AUTH_TOKEN, e.SMS_FROM];
  if (sms.some((value) => value === undefined) && sms.some((value) => value !== undefined)) {
    throw new ConfigError("Invalid environment: set SMS_API_BASE, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM together, or none of them");
  }
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError("Invalid environment: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither");
  }
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid environment: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: path.resolve(e.PGLITE_DATA_DIR),
    distDir: path.resolve(projectRoot, e.DIST_DIR),
    sessionSecret: sessionSecretOf(e),
    secretsKey: secretsKeyOf(e),
    secretsKeyFile: keyFileBeside(e.PGLITE_DATA_DIR),
    imageDecoding: {
      concurrency: e.IMAGE_DECODE_CONCURRENCY,
      queueWaitMs: e.IMAGE_DECODE_QUEUE_MS,
      timeoutMs: e.IMAGE_DECODE_TIMEOUT_MS,
    },
    sessionIdleMs: minutes(e.SESSION_IDLE_MINUTES),
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? {
            username: e.ADMIN_USERNAME,
            password: e.ADMIN_PASSWORD,
            resetPassword: e.ADMIN_RESET_PASSWORD === "1" || e.ADMIN_RESET_PASSWORD === "true",
          }
        : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY, e.NODE_ENV),
    formRateLimit: { limit: e.FORM_RATE_LIMIT, windowMs: minutes(e.FORM_RATE_WINDOW_MINUTES) },
    golfWriteRateLimit: { limit: e.GOLF_WRITE_RATE_LIMIT, windowMs: minutes(e.FORM_RATE_WINDOW_MINUTES) },
    loginRateLimit: { limit: e.LOGIN_MAX_FAILURES, windowMs: minutes(e.LOGIN_WINDOW_MINUTES) },
    accountLoginLimit: { limit: e.LOGIN_ACCOUNT_MAX_FAILURES, windowMs: minutes(e.LOGIN_WINDOW_MINUTES) },
    unattachedPhotoCap: { count: e.PHOTO_UNATTACHED_LIMIT, bytes: e.PHOTO_UNATTACHED_MB * 1024 * 1024 },
    googleAds: e.GOOGLE_ADS_ID ? { id: e.GOOGLE_ADS_ID, conversionLabel: e.GOOGLE_ADS_CONVERSION_LABEL } : undefined,
    business: resolveBusinessProfile({
      name: e.BUSINESS_NAME,
      phone: e.BUSINESS_PHONE,
      mobile: e.BUSINESS_MOBILE,
      email: e.BUSINESS_EMAIL,
      qbccLicence: e.BUSINESS_QBCC_LICENCE,
      facebookUrl: e.FACEBOOK_URL,
      instagramUrl: e.INSTAGRAM_URL,
      siteUrl: e.SITE_URL ?? `http://localhost:${e.PORT}`,
    }),
    invoicingDefaults: {
      ...(e.BUSINESS_ABN ? { abn: normaliseAbn(e.BUSINESS_ABN)! } : {}),
      ...(e.BUSINESS_GST_REGISTERED ? { gstRegistered: e.BUSINESS_GST_REGISTERED === "yes" } : {}),
    },
    mail: parseMailConfig(e.SMTP_URL, e.MAIL_FROM, e.LEAD_ALERT_TO),
    push: { allowedOrigins: pushOrigins(e.PUSH_ALLOWED_ORIGINS) },
    golfAlertTo: addressList("GOLF_ALERT_TO", e.GOLF_ALERT_TO),
    s3: parseS3Settings(e),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
    sms:
      e.SMS_API_BASE && e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
        ? { apiBase: smsApiBaseOf(e)!, accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, from: e.SMS_FROM }
        : undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    sessionMaxMs: e.SESSION_MAX_HOURS * HOUR_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    http: {
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbPoolSize: e.DB_POOL_SIZE,
  };
}

/** Which database the config points at, for the start-up line: never the password. */
export function describeDatabase(config: Pick<AppConfig, "databaseUrl" | "pgliteDataDir">): string {
  if (!config.databaseUrl) return `embedded PGlite in ${config.pgliteDataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}
