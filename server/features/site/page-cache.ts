import type { ClientConfig, InitialQueries } from "@shared/client-config";
import type { PageData } from "./form-page";
import type { RouteMeta } from "@shared/routes";
import type { ClientAssets } from "./client-assets";
import type { RenderedPage } from "./page-renderer";
import type { ApprovedReviewsSnapshot } from "../reviews";
import type { SiteContentSnapshot } from "../showcase";

/**
 * Server-rendered pages, each rendered once per process and kept per version of what it shows: the
 * business profile and the projects and site photos (every page shows them), and on the home page the
 * reviews (their ETag).
 * The 404 page is one render for every unknown path. A page with data of its own (a form page) keeps its version too.
 * A page rendered with a query string its content reads (/thank-you?ref=) is rendered each time, never kept.
 */
export function createPageCache(client: ClientAssets) {
  const renders = new Map<string, { version: string; page: Promise<RenderedPage> }>();

  /** One render, kept nowhere: for what a visitor posted, or for what their address asks. */
  const renderNow = (
    route: RouteMeta | undefined,
    clientConfig: ClientConfig,
    content: SiteContentSnapshot,
    { search = "", pageQueries }: { search?: string; pageQueries?: InitialQueries },
  ) =>
    client
      .renderer()
      .then((renderer) =>
        renderer.renderPage({ path: route?.path ?? "/404", search, clientConfig, siteContent: content.content, pageQueries }),
      );

  return {
    render(
      route: RouteMeta | undefined,
      config: { clientConfig: ClientConfig; version: string },
      content: SiteContentSnapshot,
      reviews: ApprovedReviewsSnapshot | undefined,
      data?: PageData,
      search = "",
    ): Promise<RenderedPage> {
      const key = route?.path ?? "404";
      // a page that shows what its address asks (the thank-you page's reference) is rendered for that visitor alone
      if (search) return renderNow(route, config.clientConfig, content, { search });
      const version = `${config.version}|${content.version}|${reviews?.etag ?? ""}|${data?.version ?? ""}`;
      const { clientConfig } = config;
      const known = renders.get(key);
      if (known?.version === version) return known.page;
      const page = client.renderer().then((renderer) =>
        renderer.renderPage({
          path: route?.path ?? "/404",
          search: "",
          clientConfig,
          siteContent: content.content,
          approvedReviews: reviews?.list,
          pageQueries: data?.queries,
        }),
      );
      renders.set(key, { version, page });
      page.catch(() => renders.get(key)?.page === page && renders.delete(key));
      return page;
    },

    /** A page rendered with what a visitor posted to it: once, for them. */
    renderAnswer(route: RouteMeta | undefined, clientConfig: ClientConfig, content: SiteContentSnapshot, queries: InitialQueries) {
      return renderNow(route, clientConfig, content, { pageQueries: queries });
    },
  };
}
