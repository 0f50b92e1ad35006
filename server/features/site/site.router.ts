import path from "node:path";
import { type Request, type Response, Router } from "express";
import type { Logger } from "pino";
import { type ClientConfig, INITIAL_QUERIES_ELEMENT_ID, type InitialQueries } from "@shared/client-config";
import { isAdminAppPath } from "@shared/push/admin-app";
import { isCrewAppPath } from "@shared/crew/crew-app";
import { PAGE_MODULES_ELEMENT_ID, RUNS_AT_LOAD_ATTRIBUTE, STARTS_ON_TOUCH_ATTRIBUTE } from "@shared/page-start";
import { isMadeOfIslands } from "@shared/page-islands";
import { findRouteKey } from "@shared/route-paths";
import { findRoute, isServerRendered, NOT_FOUND_META, ROUTES, type RouteMeta } from "@shared/routes";
import { LEAD_REFERENCE_PATTERN } from "@shared/leads/lead-reference";
import { adPageRunsCodeAtLoad } from "@shared/leads/ad-page-code";
import { FALLBACK_AGGREGATE_RATING } from "@shared/seo/structured-data";
import type { AppConfig } from "../../env";
import type { ClientAssets } from "./client-assets";
import { injectHead, renderHead, scriptJson } from "./html-head";
import type { FormPage } from "./form-page";
import { createPageCache } from "./page-cache";
import { APP_HTML_PLACEHOLDER, NOSCRIPT_PLACEHOLDER } from "./page-renderer";
import type { ReviewRatingCache } from "../reviews";
import type { SiteContentCache, SiteContentSnapshot } from "../showcase";
import type { BusinessProfileCache } from "../business";
import { SLOT_DRAWINGS } from "@shared/showcase/site-photo-slots";
import { AD_PAGE_SOURCE, BOOT_SOURCE, ISLANDS_SOURCE, pageSource } from "./module-preloads";
import { structuredDataForRoute } from "./structured-data-for-route";

interface SiteDeps {
  config: AppConfig;
  business: BusinessProfileCache;
  client: ClientAssets;
  ratings: ReviewRatingCache;
  siteContent: SiteContentCache;
  logger: Logger;
  /** pages with data of their own and a form posting back to them, by path */
  formPages?: Record<string, FormPage>;
}

/** While the database cannot be read, pages still render: their drawings, and no project cards. */
const UNAVAILABLE_SITE_CONTENT: SiteContentSnapshot = { content: { projects: [], sitePhotos: SLOT_DRAWINGS }, version: "unavailable" };

const CLIENT_RENDERED_NOSCRIPT =
  "<noscript>This page needs JavaScript. Our public pages work without it: start at the home page.</noscript>";

/** robots.txt, sitemap.xml, the client's files, and every page's HTML with its own head. */
export function siteRouter({ config, business, client, ratings, siteContent, logger, formPages = {} }: SiteDeps): Router {
  const router = Router();
  // the site's address is configuration, not a business detail staff edit
  const { siteUrl } = config.business;
  const pages = createPageCache(client);
  const fromEnvironment = { profile: config.business, version: "environment" };

  router.get("/robots.txt", (_req, res) => {
    const hidden = Object.values(ROUTES)
      .filter((r) => !r.indexable)
      .map((r) => `Disallow: ${r.path}`);
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(["User-agent: *", "Disallow: /api/", ...hidden, "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n"));
  });

  router.get("/sitemap.xml", (_req, res) => {
    const urls = Object.values(ROUTES)
      .filter((r) => r.indexable)
      .map((r) => `  <url><loc>${siteUrl}${r.path === "/" ? "/" : r.path}</loc></url>`);
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=3600")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });

  if (client.middleware.length) router.use(...client.middleware);

  /** The query string a page shows in its content: the thank-you page's lead reference, when it is one. */
  function searchShown(req: Request, route: RouteMeta | undefined): string {
    const ref = req.query.ref;
    return route === ROUTES.thankYou && typeof ref === "string" && LEAD_REFERENCE_PATTERN.test(ref) ? `?ref=${ref}` : "";
  }

  /** A page's whole HTML: the route's head, and its body rendered once per version, or for a form's answer. */
  async function sendPage(req: Request, res: Response, posted?: { status: number; queries: InitialQueries }) {
    const route = findRoute(req.path);
    // the profile as staff last saved it; the environment's while the database cannot be read
    const { profile, version: profileVersion } = await business.snapshot().catch(() => fromEnvironment);
    const clientConfig: ClientConfig = { business: profile, googleAds: config.googleAds };
    const snapshot = await ratings.snapshot().catch((err: unknown) => {
      logger.warn({ err }, "approved reviews unavailable; using the built-in rating and reviews");
      return undefined;
    });
    const rating = snapshot?.rating ?? FALLBACK_AGGREGATE_RATING;
    const head = renderHead({
      title: route?.title ?? NOT_FOUND_META.title,
      description: route?.description ?? NOT_FOUND_META.description,
      canonicalPath: route?.path,
      indexable: route?.indexable ?? false,
      profile,
      jsonLd: route ? structuredDataForRoute(route, { profile, rating, reviews: snapshot?.newest ?? [] }) : [],
      clientConfig,
      adminApp: route !== undefined && isAdminAppPath(route.path),
      crewApp: route !== undefined && isCrewAppPath(route.path),
    });
    const content = isServerRendered(route)
      ? await siteContent.snapshot().catch((err: unknown) => {
          logger.warn({ err }, "projects and site photos unavailable; the page shows its drawings");
          return UNAVAILABLE_SITE_CONTENT;
        })
      : undefined;
    const formPage = route ? formPages[route.path] : undefined;
    const reviews = route === ROUTES.home ? snapshot : undefined;
    const page = content
      ? await (
          posted
            ? pages.renderAnswer(route, clientConfig, content, posted.queries)
            : pages.render(
                route,
                { clientConfig, version: profileVersion },
                content,
                reviews,
                await formPage?.data(),
                searchShown(req, route),
              )
        ).catch((err: unknown) => {
          logger.error({ err, path: req.path }, "server rendering failed; the browser renders the page");
          return undefined;
        })
      : undefined;
    const data = page?.queries.length
      ? `\n    <script type="application/json" id="${INITIAL_QUERIES_ELEMENT_ID}">${scriptJson(page.queries)}</script>`
      : "";
    // a page made of islands that could not be rendered here is drawn whole in the browser, as any other
    const madeOfIslands = Boolean(page) && isMadeOfIslands(findRouteKey(req.path));
    const modules = client.pageModules?.(pageSource(route), madeOfIslands ? ISLANDS_SOURCE : BOOT_SOURCE) ?? [];
    const startsOnTouch = madeOfIslands ? ` ${STARTS_ON_TOUCH_ATTRIBUTE}` : "";
    // the ad pages' own code (the Ads tag, the conversion) runs once the page has painted, touched or not
    const atLoad =
      madeOfIslands && route?.area === "ads" && adPageRunsCodeAtLoad(route.path, config.googleAds)
        ? client.pageModules?.(undefined, AD_PAGE_SOURCE)[0]
        : undefined;
    const runsAtLoad = atLoad ? ` ${RUNS_AT_LOAD_ATTRIBUTE}="${atLoad}"` : "";
    const moduleList = modules.length
      ? `\n    <script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}"${startsOnTouch}${runsAtLoad}>${scriptJson(modules)}</script>`
      : "";
    const html = injectHead(await client.template(req.originalUrl), head + data + moduleList)
      .replace(NOSCRIPT_PLACEHOLDER, page ? "" : CLIENT_RENDERED_NOSCRIPT)
      .replace(APP_HTML_PLACEHOLDER, () => page?.html ?? "");
    res
      .status(posted?.status ?? (route ? 200 : 404))
      .type("html")
      // an answer holds what the visitor posted (and may hold their booking link): never stored, never referred on
      .set(posted ? { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } : { "Cache-Control": "no-cache" })
      .send(html);
  }

  for (const [pagePath, formPage] of Object.entries(formPages)) {
    router.post(pagePath, ...formPage.accepts, async (req, res, next) => {
      try {
        await sendPage(req, res, await formPage.answer(req, res));
      } catch (err) {
        next(err);
      }
    });
  }

  router.get("/{*splat}", async (req, res, next) => {
    try {
      // A missing file (an image, a script) is a plain 404, not a page.
      if (path.extname(req.path)) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      await sendPage(req, res);
    } catch (err) {
      next(err);
    }
  });

  return router;
}
