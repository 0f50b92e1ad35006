import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ROUTE_PATHS, type RouteKey } from "@shared/route-paths";
import { PageErrorBoundary } from "./page-error-boundary";
import { usePageMeta } from "./page-meta";
import { type InitialPage, pages } from "./route-table";

const routeKeys = Object.keys(ROUTE_PATHS) as RouteKey[];
/** Its own chunk: every page's first download would otherwise carry it (the server renders a 404 in full anyway). */
const NotFoundPage = lazy(() => import("./not-found-page").then((module) => ({ default: module.NotFoundPage })));

function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="sr-only">Loading page</span>
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
    </div>
  );
}

/** New pages start at the top, unless the address points at a section. */
function useScrollToTopOnNavigate(path: string) {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [path]);
}

export function AppRouter({ initialPage }: { initialPage?: InitialPage }) {
  const [path] = useLocation();
  usePageMeta(path);
  useScrollToTopOnNavigate(path);
  return (
    <PageErrorBoundary resetKey={path}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routeKeys.map((key) => (
            <Route key={key} path={ROUTE_PATHS[key].path} component={key === initialPage?.key ? initialPage.Component : pages[key]} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}
