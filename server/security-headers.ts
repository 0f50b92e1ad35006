import type { RequestHandler } from "express";
import helmet from "helmet";
import type { AppConfig } from "./env";

const GOOGLE_ADS_HOSTS = [
  "https://www.googletagmanager.com",
  "https://www.google.com",
  "https://www.googleadservices.com",
  "https://googleads.g.doubleclick.net",
];

/**
 * helmet with a strict Content-Security-Policy: only our own scripts (no inline ones), plus Google's
 * tag hosts when an Ads id is configured. Development turns CSP off because Vite injects inline scripts.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const ads = config.googleAds ? GOOGLE_ADS_HOSTS : [];
  return helmet({
    contentSecurityPolicy:
      config.env === "development"
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", ...ads],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", ...ads],
              fontSrc: ["'self'"],
              connectSrc: ["'self'", ...ads],
              frameSrc: ads.length ? ["https://www.googletagmanager.com"] : ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
            },
          },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
