import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { findRouteKey, ROUTE_PATHS, type RouteArea, type RouteKey } from "@shared/route-paths";

type PageModule = { default: ComponentType };

/**
 * Staff and golf pages read and write through the query client, which comes with their own code (see
 * lib/with-queries), and act as staff: the one handler of an ended session comes with them too.
 */
const withQueryClient = (load: () => Promise<PageModule>) => () =>
  Promise.all([load(), import("@/lib/with-queries"), import("./session-ended-handler")]).then(
    ([page, { withQueries }, { withSessionEndedHandler }]) => ({ default: withQueries(withSessionEndedHandler(page.default)) }),
  );

type PageLoaders = Record<string, () => Promise<PageModule>>;

/** Homeowners' pages, one loader each in the shell; staff and golf pages behind one import per area. */
const homeownerPages = import.meta.glob<PageModule>(["../pages/public/*-page.tsx", "../pages/ads/*-page.tsx"]);
const areaPages: Partial<Record<RouteArea, () => Promise<PageLoaders>>> = {
  staff: () => import("@/pages/staff/staff-area").then((area) => area.areaPages),
  golf: () => import("@/pages/golf/golf-area").then((area) => area.areaPages),
};

function loadPageModule(key: RouteKey): () => Promise<PageModule> {
  const { area, page } = ROUTE_PATHS[key];
  const loadArea = areaPages[area];
  if (!loadArea) return () => homeownerPages[`../pages/${area}/${page}.tsx`]!();
  const file = `./${page}.tsx`;
  return () => loadArea().then((pages) => pages[file]!());
}
const AREAS_WITH_QUERIES: RouteArea[] = ["golf", "staff"];

/**
 * Route -> page. Paths, areas and page files live in shared/route-paths.ts (the server renders and
 * preloads the same pages). Every page is its own chunk, so a homeowner never downloads staff or golf code.
 */
export const pageLoaders = Object.fromEntries(
  (Object.keys(ROUTE_PATHS) as RouteKey[]).map((key) => [
    key,
    AREAS_WITH_QUERIES.includes(ROUTE_PATHS[key].area) ? withQueryClient(loadPageModule(key)) : loadPageModule(key),
  ]),
) as Record<RouteKey, () => Promise<PageModule>>;

export const pages = Object.fromEntries(Object.entries(pageLoaders).map(([key, load]) => [key, lazy(load)])) as Record<
  RouteKey,
  LazyExoticComponent<ComponentType>
>;

/** A page already loaded, so the first render (server or hydration) never suspends on its chunk. */
export interface InitialPage {
  key: RouteKey;
  Component: ComponentType;
}

export async function loadInitialPage(path: string): Promise<InitialPage | undefined> {
  const key = findRouteKey(path);
  if (!key) return undefined;
  const { default: Component } = await pageLoaders[key]();
  return { key, Component };
}
