import { type ReactNode, StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import type { ClientConfig, InitialQueries } from "@shared/client-config";
import { SITE_CONTENT_KEY, type SiteContent } from "@shared/showcase/site-content";
import type { QuotePageView, UnsubscribePageView } from "@shared/quotes/quote-views";
import type { BookingPageView } from "@shared/visits/booking-page";
import type { InvoicePageView } from "@shared/invoices/invoice-views";
import type { JobPageView } from "@shared/jobs/job-views";
import { App } from "@/app/app";
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
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path} ssrSearch={search}>
        <App initialQueries={queries} initialPage={initialPage} />
      </Router>
    </StrictMode>,
    // Never outline a large boundary to be swapped in by an inline script: the CSP allows none.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await readAll(prelude as unknown as AsyncIterable<Uint8Array>), queries };
}

/**
 * A page rendered once on the server as plain HTML whose forms post back: no code to hydrate. `inSiteFrame` puts it
 * inside the site's header and footer; a document (a quote, an invoice) has its own.
 */
async function renderStatic(path: string, clientConfig: ClientConfig, page: ReactNode, { inSiteFrame = false } = {}): Promise<string> {
  setClientConfig(clientConfig);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>{inSiteFrame ? <SiteLayout>{page}</SiteLayout> : page}</Router>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return readAll(prelude as unknown as AsyncIterable<Uint8Array>);
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
