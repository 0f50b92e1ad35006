import type { ClientConfig } from "@shared/client-config";
import type { RouteMeta } from "@shared/routes";
import type { ClientAssets } from "./client-assets";
import type { RenderedPage } from "./page-renderer";
import type { ApprovedReviewsSnapshot } from "../reviews/public-reviews-cache";
import type { SiteContentSnapshot } from "../showcase/site-content";

/**
 * Server-rendered pages, each rendered once per process and kept per version of what it shows: the
 * business profile and the projects and site photos (every page shows them), and on the home page the
 * reviews (their ETag).
 * The 404 page is one render for every unknown path.
 */
export function createPageCache(client: ClientAssets) {
  const renders = new Map<string, { version: string; page: Promise<RenderedPage> }>();

  return {
    render(
      route: RouteMeta | undefined,
      config: { clientConfig: ClientConfig; version: string },
      content: SiteContentSnapshot,
      reviews: ApprovedReviewsSnapshot | undefined,
    ): Promise<RenderedPage> {
      const key = route?.path ?? "404";
      const version = `${config.version}|${content.version}|${reviews?.etag ?? ""}`;
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
        }),
      );
      renders.set(key, { version, page });
      page.catch(() => renders.get(key)?.page === page && renders.delete(key));
      return page;
    },
  };
}
