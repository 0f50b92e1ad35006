import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { APP_HTML_PLACEHOLDER, HEAD_PLACEHOLDER } from "../features/site";

/**
 * A production build's shape with nothing in it (a template and a page renderer that answers a stub),
 * for tests that start the real server process in production mode without building the client.
 */
export async function writeStubClientBuild(distDir: string): Promise<void> {
  await mkdir(path.join(distDir, "public"), { recursive: true });
  await mkdir(path.join(distDir, "ssr"), { recursive: true });
  await writeFile(
    path.join(distDir, "public/index.html"),
    `<html><head>${HEAD_PLACEHOLDER}</head><body><div id="root">${APP_HTML_PLACEHOLDER}</div></body></html>`,
  );
  // the stub lists the published projects' titles, so a test can see which content a page was rendered with
  await writeFile(
    path.join(distDir, "ssr/entry-server.js"),
    'export async function renderPage({ siteContent }) { const titles = (siteContent?.projects ?? []).map((p) => `<h2>${p.title}</h2>`).join(""); return { html: `<main>stub page${titles}</main>`, queries: [] }; }\n' +
      "export async function renderBookingPage({ view }) { return `<main>stub booking page: ${view.state} ${view.reference}</main>`; }\n" +
      "export async function renderQuotePage({ view }) { return `<main>stub quote page: ${view.reference} version ${view.version.version}</main>`; }\n" +
      "export async function renderInvoicePage({ view }) { return `<main>stub invoice page: ${view.number}</main>`; }\n" +
      "export async function renderJobPage({ view }) { return `<main>stub job page: ${view.reference}</main>`; }\n" +
      'export async function renderUnsubscribePage({ view }) { return `<main>stub unsubscribe page: ${view ? view.done : "not found"}</main>`; }\n',
  );
}
