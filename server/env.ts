import path from "node:path";
import { z } from "zod";
import { type BusinessProfile, resolveBusinessProfile } from "@shared/business-profile";
import { projectRoot } from "./project-root";

/** The only reader of process.env. Everything else receives an AppConfig. */

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
  SESSION_IDLE_MINUTES: positiveInt(60),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  TRUST_PROXY: optionalString,
  FORM_RATE_LIMIT: positiveInt(10),
  FORM_RATE_WINDOW_MINUTES: positiveInt(15),
  GOLF_WRITE_RATE_LIMIT: positiveInt(60),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  GOOGLE_ADS_ID: optionalString,
  GOOGLE_ADS_CONVERSION_LABEL: optionalString,
  SITE_URL: optionalString,
  BUSINESS_NAME: optionalString,
  BUSINESS_PHONE: optionalString,
  BUSINESS_MOBILE: optionalString,
  BUSINESS_EMAIL: optionalString,
  BUSINESS_QBCC_LICENCE: optionalString,
  FACEBOOK_URL: optionalString,
  INSTAGRAM_URL: optionalString,
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
  sessionIdleMs: number;
  admin?: { username: string; password: string };
  /** Express "trust proxy" value: false, a hop count, or a list of addresses */
  trustProxy: boolean | number | string;
  formRateLimit: RateLimit;
  golfWriteRateLimit: RateLimit;
  loginRateLimit: RateLimit;
  googleAds?: { id: string; conversionLabel?: string };
  business: BusinessProfile;
  logLevel: string;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const minutes = (n: number) => n * 60_000;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error("Invalid environment: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: path.resolve(e.PGLITE_DATA_DIR),
    distDir: path.resolve(projectRoot, e.DIST_DIR),
    sessionSecret: e.SESSION_SECRET,
    sessionIdleMs: minutes(e.SESSION_IDLE_MINUTES),
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    formRateLimit: { limit: e.FORM_RATE_LIMIT, windowMs: minutes(e.FORM_RATE_WINDOW_MINUTES) },
    golfWriteRateLimit: { limit: e.GOLF_WRITE_RATE_LIMIT, windowMs: minutes(e.FORM_RATE_WINDOW_MINUTES) },
    loginRateLimit: { limit: e.LOGIN_MAX_FAILURES, windowMs: minutes(e.LOGIN_WINDOW_MINUTES) },
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
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
  };
}
