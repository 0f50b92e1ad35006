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
 * The security headers, by kind of response:
 * - pages and their assets: helmet with a strict Content-Security-Policy: only our own scripts (no
 *   inline ones but the page's entry, allowed by its hash), plus Google's tag hosts when an Ads id is
 *   configured. Development turns CSP off
 *   because Vite injects inline scripts.
 * - JSON under /api (and the health probes): the set OWASP's REST Security Cheat Sheet gives for APIs.
 *   A JSON response never runs as a document, so it gets the strictest policy (`default-src 'none'`,
 *   no framing), nosniff, HSTS and a same-origin resource policy, and none of the headers that only
 *   mean something to a document (opener policy, referrer policy, DNS prefetch, download options,
 *   the XSS auditor). A third of the bytes of a page's headers, on the hottest responses.
 */
export function securityHeaders(config: AppConfig, inlineScriptHashes: string[] = []): RequestHandler {
  const page = pageSecurityHeaders(config, inlineScriptHashes);
  const api = apiSecurityHeaders();
  return (req, res, next) => {
    const path = req.path;
    return path.startsWith("/api/") || path === "/healthz" || path === "/readyz" ? api(req, res, next) : page(req, res, next);
  };
}

function apiSecurityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** Where a card payment's form may lead: Stripe Checkout's origin (a local stand-in's in tests), when cards are on. */
function cardCheckoutOrigins(config: AppConfig): string[] {
  if (!config.stripe) return [];
  return [config.stripe.apiBase ? new URL(config.stripe.apiBase).origin : "https://checkout.stripe.com"];
}

function pageSecurityHeaders(config: AppConfig, inlineScriptHashes: string[]): RequestHandler {
  const ads = config.googleAds ? GOOGLE_ADS_HOSTS : [];
  return helmet({
    contentSecurityPolicy:
      config.env === "development"
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", ...inlineScriptHashes, ...ads],
              styleSrc: ["'self'", "'unsafe-inline'"],
              // blob: the quote forms show the photos a visitor picked before sending them
              imgSrc: ["'self'", "data:", "blob:", ...ads],
              fontSrc: ["'self'"],
              connectSrc: ["'self'", ...ads],
              frameSrc: ads.length ? ["https://www.googletagmanager.com"] : ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              // "Pay by card" posts to us and is redirected to Stripe's Checkout page: form-action governs that redirect
              formAction: ["'self'", ...cardCheckoutOrigins(config)],
              frameAncestors: ["'none'"],
            },
          },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
