import { type ComponentProps, type ReactNode, StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import type { ClientConfig, InitialQueries } from "@shared/client-config";
import { SITE_CONTENT_KEY, type SiteContent } from "@shared/showcase/site-content";
import { isMadeOfIslands } from "@shared/page-islands";
import { findRouteKey } from "@shared/route-paths";
import type { QuotePageView, UnsubscribePageView } from "@shared/quotes/quote-views";
import type { BookingPageView } from "@shared/visits/booking-page";
import type { InvoicePageView } from "@shared/invoices/invoice-views";
import type { JobPageView } from "@shared/jobs/job-views";
import { App } from "@/app/app";
import { IslandFrame } from "@/app/island-frame";
import { type CollectedIsland, IslandCollectorContext } from "@/components/island";
import { SiteLayout } from "@/components/site-layout/site-layout";
import { BookingPage } from "@/features/visits";
import { QuotePage, UnsubscribePage } from "@/features/quotes";
import { InvoicePage } from "@/features/invoices";
import { JobPage } from "@/features/jobs";
import { loadInitialPage } from "@/app/route-table";
import { setClientConfig } from "@/lib/client-config";
import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";

export interface RenderPageInput {
  /** the request's path, without the query string */
  path: string;
  search: string;
  clientConfig: ClientConfig;
  /** the published projects and replaced site photos, which every page may show */
  siteContent: SiteContent;
  /** GET /api/reviews as JSON, for the page that shows them (the home page) */
  approvedReviews?: unknown[];
  /** the page's own data (the estimate's price table, or what was posted to it) */
  pageQueries?: InitialQueries;
}

export interface RenderedPage {
  html: string;
  /** the data the HTML was rendered with, for the browser to hydrate with instead of fetching it again */
  queries: InitialQueries;
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The whole HTML of a public page, rendered by the same components the browser hydrates. Prerendering
 * waits for every lazy part (the page, the quote forms), so the HTML is complete and needs no inline script.
 */
export async function renderPage({
  path,
  search,
  clientConfig,
  siteContent,
  approvedReviews,
  pageQueries = [],
}: RenderPageInput): Promise<RenderedPage> {
  setClientConfig(clientConfig);
  const queries: InitialQueries = [[SITE_CONTENT_KEY, siteContent], ...pageQueries];
  if (approvedReviews) queries.push([PUBLIC_REVIEWS_KEY, approvedReviews]);
  const initialPage = await loadInitialPage(path);
  const islands = isMadeOfIslands(findRouteKey(path)) ? new Map<string, CollectedIsland>() : null;
  const html = await renderHtml(
    <StrictMode>
      <Router ssrPath={path} ssrSearch={search}>
        <IslandCollectorContext value={islands}>
          <App initialQueries={queries} initialPage={initialPage} />
        </IslandCollectorContext>
      </Router>
    </StrictMode>,
  );
  return { html: islands ? await renderIslands(html, islands, { queries, router: { ssrPath: path, ssrSearch: search } }) : html, queries };
}

async function renderHtml(element: ReactNode, options: { identifierPrefix?: string } = {}): Promise<string> {
  // Never outline a large boundary to be swapped in by an inline script: the CSP allows none.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY, ...options });
  return readAll(prelude as unknown as AsyncIterable<Uint8Array>);
}

/**
 * Each island of a page made of them, rendered as the root the browser hydrates (client/src/islands.tsx), in the same
 * frame and with an id prefix of its own, in the place of its empty marker.
 */
async function renderIslands(
  html: string,
  islands: Map<string, CollectedIsland>,
  frame: Pick<ComponentProps<typeof IslandFrame>, "queries" | "router">,
): Promise<string> {
  let page = html;
  for (const { slot, name, content } of islands.values()) {
    const prefix = `i${slot}-`;
    const html = await renderHtml(<IslandFrame {...frame}>{content}</IslandFrame>, { identifierPrefix: prefix });
    // React puts the island's resource hints first (an eager image's preload): they go before it, not in what hydrates
    const [, hints = "", inner = ""] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
    const marker = `<div data-island="${name}" data-island-slot="${slot}" class="contents"></div>`;
    if (!page.includes(marker)) throw new Error(`The ${name} island's marker is missing from the page`);
    page = page.replace(marker, () => `${hints}<div data-island="${name}" data-island-prefix="${prefix}" class="contents">${inner}</div>`);
  }
  return page;
}

/**
 * A page rendered once on the server as plain HTML whose forms post back: no code to hydrate. `inSiteFrame` puts it
 * inside the site's header and footer; a document (a quote, an invoice) has its own.
 */
async function renderStatic(path: string, clientConfig: ClientConfig, page: ReactNode, { inSiteFrame = false } = {}): Promise<string> {
  setClientConfig(clientConfig);
  return renderHtml(
    <StrictMode>
      <Router ssrPath={path}>{inSiteFrame ? <SiteLayout>{page}</SiteLayout> : page}</Router>
    </StrictMode>,
  );
}

/** The homeowner's booking page (/book/<token>), in the site's frame; it works with JavaScript off by design. */
export function renderBookingPage({ view, clientConfig }: { view: BookingPageView; clientConfig: ClientConfig }): Promise<string> {
  return renderStatic(view.path, clientConfig, <BookingPage view={view} />, { inSiteFrame: true });
}

/** The homeowner's quote (/quote/<token>): a document of its own, with the business's header, that prints on A4. */
export function renderQuotePage({ view, clientConfig }: { view: QuotePageView; clientConfig: ClientConfig }): Promise<string> {
  return renderStatic(view.path, clientConfig, <QuotePage view={view} />);
}

/** The homeowner's invoice (/invoice/<token>): a document of its own that prints on A4, its payment forms posting. */
export function renderInvoicePage({ view, clientConfig }: { view: InvoicePageView; clientConfig: ClientConfig }): Promise<string> {
  return renderStatic(view.path, clientConfig, <InvoicePage view={view} />);
}

/** The homeowner's job (/job/<token>): its stages, days, crew and photos, inside the site's header and footer. */
export function renderJobPage({ view, clientConfig }: { view: JobPageView; clientConfig: ClientConfig }): Promise<string> {
  return renderStatic(view.path, clientConfig, <JobPage view={view} />, { inSiteFrame: true });
}

/** The unsubscribe page of the quote reminders (/unsubscribe/<token>); null for a link that does not work. */
export function renderUnsubscribePage({
  view,
  clientConfig,
}: {
  view: UnsubscribePageView | null;
  clientConfig: ClientConfig;
}): Promise<string> {
  return renderStatic(view?.path ?? "/unsubscribe", clientConfig, <UnsubscribePage view={view} />);
}
