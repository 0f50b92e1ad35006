import type {
  renderBookingPage,
  renderInvoicePage,
  renderJobPage,
  renderPage,
  RenderedPage,
  renderQuotePage,
  renderUnsubscribePage,
} from "../../../client/src/entry-server";

/** The server entry of the client build (client/src/entry-server.tsx). */
export interface PageRenderer {
  renderPage: typeof renderPage;
  renderBookingPage: typeof renderBookingPage;
  renderQuotePage: typeof renderQuotePage;
  renderUnsubscribePage: typeof renderUnsubscribePage;
  renderInvoicePage: typeof renderInvoicePage;
  renderJobPage: typeof renderJobPage;
}

export type { RenderedPage };

export const APP_HTML_PLACEHOLDER = "<!--app-html-->";
export const NOSCRIPT_PLACEHOLDER = "<!--app-noscript-->";
