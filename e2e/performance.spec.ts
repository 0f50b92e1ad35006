import { gzipSync } from "node:zlib";
import { expect, type Page, type Response, test } from "@playwright/test";
import { findRouteKey, ROUTE_PATHS } from "../shared/route-paths";
import { AD_PAGE_CODE, madeOfIslands, touchThePage } from "./support/islands";

/** A page made of islands (shared/route-paths.ts) runs no more than its inline entry until the visitor touches it. */
const ISLANDS_JS_BUDGET_BYTES = 60 * 1024;
/** A page still hydrated whole; each page moves to the islands' budget as it becomes islands. */
const WHOLE_PAGE_JS_BUDGET_BYTES = 90 * 1024;
const jsBudget = (path: string) => (madeOfIslands(path) ? ISLANDS_JS_BUDGET_BYTES : WHOLE_PAGE_JS_BUDGET_BYTES);
const HOME_TRANSFER_BUDGET_BYTES = 400 * 1024;
const PUBLIC_PATHS = [
  "/",
  "/gallery",
  "/retaining-walls",
  "/fencing-projects",
  "/faq",
  "/share-experience",
  "/privacy-policy",
  "/estimate",
  "/GA-Enquiry",
  "/thank-you",
];
/** chunk names of code only staff, the golf tool or the forms' validation need */
const FORBIDDEN_CHUNK = /(admin|login|golf|quote-form|ad-enquiry-form|schemas)[\w-]*\.js$/i;
/**
 * Text that exists only in staff or golf screens, or in the route heads that load on the first client-side
 * navigation (shared/routes.ts; the server writes the first page's head). "Profit Calculator" is a golf nav label.
 */
const FORBIDDEN_TEXT = [
  "Golf Market Dashboard | US vs Australia",
  "Error Loading Data",
  "Unable to load admin data",
  "Failed to approve review",
  "Login failed",
  "Please enter both username and password",
  "Failed to add supplier",
  "Failed to add competitor",
  "Failed to save profit analysis",
  "No products found",
];

/** Loads a page without touching it and returns every script it fetched, gzipped as a server would send it. */
async function scriptsBeforeInteraction(page: Page, path: string) {
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  page.on("response", (response: Response) => {
    const isScript = response.request().resourceType() === "script" || /javascript/.test(response.headers()["content-type"] ?? "");
    if (isScript && response.ok()) bodies.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  const document = await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // the entry script the page carries inline (server/features/site/inline-entry.ts) counts too
  const inline = [...(await document!.text()).matchAll(/<script type="module"(?: async)?>([\s\S]*?)<\/script>/g)].map((match, index) => ({
    url: `${document!.url()}#inline-module-${index + 1}`,
    body: Buffer.from(match[1]!),
  }));
  const scripts = [...inline, ...(await Promise.all(bodies))];
  const report = scripts.map(({ url, body }) => ({ file: new URL(url).pathname + new URL(url).hash, gzipped: gzipSync(body).length }));
  const total = report.reduce((sum, s) => sum + s.gzipped, 0);
  const summary = report
    .sort((a, b) => b.gzipped - a.gzipped)
    .map((s) => `${(s.gzipped / 1024).toFixed(1)} KB ${s.file}`)
    .join("\n");
  return { scripts, report, total, summary };
}

for (const path of PUBLIC_PATHS) {
  test(`${path} loads at most ${jsBudget(path) / 1024} KB of gzipped JavaScript before any interaction, no staff, golf or form code`, async ({
    page,
  }) => {
    const { scripts, report, total, summary } = await scriptsBeforeInteraction(page, path);
    test.info().annotations.push({ type: `${path} JS (gzipped)`, description: `${(total / 1024).toFixed(1)} KB\n${summary}` });
    expect(scripts.length, "the page loads JavaScript").toBeGreaterThan(0);
    expect(total, `gzipped JS on ${path} is ${(total / 1024).toFixed(1)} KB:\n${summary}`).toBeLessThanOrEqual(jsBudget(path));
    // a page made of islands fetches nothing before the first touch but /thank-you's own code (the conversion)
    if (madeOfIslands(path)) {
      const fetched = report.map((s) => s.file).filter((file) => file.startsWith("/assets/"));
      expect(fetched.filter((file) => !(path === ROUTE_PATHS.thankYou.path && AD_PAGE_CODE.test(file)))).toEqual([]);
    }
    expect(report.map((s) => s.file).filter((file) => FORBIDDEN_CHUNK.test(file))).toEqual([]);
    const loadedText = scripts.map((s) => s.body.toString("utf8")).join("\n");
    expect(FORBIDDEN_TEXT.filter((text) => loadedText.includes(text))).toEqual([]);
  });
}

for (const path of PUBLIC_PATHS) {
  test(`${path}: the page's code downloads once the page has painted, every chunk listed by the server`, async ({ page, request }) => {
    const key = findRouteKey(path)!;
    const html = await (await request.get(path)).text();
    const listed = JSON.parse(
      /<script type="application\/json" id="page-modules"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "[]",
    ) as string[];
    const pageFile = ROUTE_PATHS[key].page.split("/").pop()!;
    expect(listed.some((href) => /^\/assets\/shell-[\w-]+\.js$/.test(href))).toBe(true);
    // a page made of islands hydrates those alone: its own module never runs in the browser
    expect(listed.some((href) => new RegExp(`^/assets/${pageFile}-[\\w-]+\\.js$`).test(href))).toBe(!madeOfIslands(path));
    expect(listed.some((href) => /^\/assets\/islands-[\w-]+\.js$/.test(href))).toBe(madeOfIslands(path));
    expect(listed.filter((href) => FORBIDDEN_CHUNK.test(href))).toEqual([]);
    expect(html).not.toContain('<link rel="modulepreload"');

    await page.goto(path, { waitUntil: "networkidle" });
    // a page made of islands starts its code at the first touch
    if (madeOfIslands(path)) await touchThePage(page);
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((e) => /\/assets\/shell-/.test(e.name))))
      .toBe(true);
    const { paint, shellStart } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      shellStart: performance.getEntriesByType("resource").find((e) => /\/assets\/shell-/.test(e.name))?.startTime ?? -1,
    }));
    expect(paint).toBeGreaterThan(0);
    expect(shellStart).toBeGreaterThanOrEqual(paint);
  });
}

test("the home page's quote form code loads once the visitor comes near the form, not before", async ({ page }) => {
  const isFormChunk = (url: string) => /quote-form[\w-]*\.js$/.test(new URL(url).pathname);
  const requested: string[] = [];
  page.on("request", (request) => {
    if (isFormChunk(request.url())) requested.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(requested, "the form's code was fetched before anyone interacted").toEqual([]);
  await page.mouse.wheel(0, 400);
  await page.waitForLoadState("networkidle");
  expect(requested, "the form's code was fetched before the form came near").toEqual([]);
  const formChunk = page.waitForResponse((response) => isFormChunk(response.url()));
  await page.getByRole("form", { name: "Free quote request" }).scrollIntoViewIfNeeded();
  expect((await formChunk).status()).toBe(200);
  // each of its chunks once
  expect(new Set(requested).size).toBe(requested.length);
});

test("a first visit to / transfers at most 400 KB, with no render-blocking stylesheet or script", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const { transferred, blocking } = await page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType("navigation"),
      ...performance.getEntriesByType("resource"),
    ] as PerformanceResourceTiming[];
    return {
      transferred: entries.reduce((sum, e) => sum + e.transferSize, 0),
      blocking: entries.filter((e) => (e as { renderBlockingStatus?: string }).renderBlockingStatus === "blocking").map((e) => e.name),
    };
  });
  test.info().annotations.push({ type: "first visit to / (bytes transferred)", description: String(transferred) });
  expect(transferred).toBeGreaterThan(0);
  expect(transferred).toBeLessThanOrEqual(HOME_TRANSFER_BUDGET_BYTES);
  expect(blocking).toEqual([]);
});

for (const path of ["/", "/retaining-walls", "/fencing-projects", "/faq", "/GA-Enquiry"]) {
  test(`${path}: the LCP element is in the server's HTML, and an LCP image is eager with high priority`, async ({ page, request }) => {
    const serverHtml = await (await request.get(path)).text();
    await page.goto(path, { waitUntil: "networkidle" });
    const lcp = await page.evaluate(
      () =>
        new Promise<{ tag: string; text: string; src: string; loading: string | null; priority: string | null }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            const el = last.element;
            resolve({
              tag: el?.tagName.toLowerCase() ?? "",
              text: (el?.textContent ?? "").trim().slice(0, 60),
              src: el?.getAttribute("src") ?? "",
              loading: el?.getAttribute("loading") ?? null,
              priority: el?.getAttribute("fetchpriority") ?? null,
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    test.info().annotations.push({ type: `${path} LCP element`, description: JSON.stringify(lcp) });
    expect(lcp.tag).not.toBe("");
    if (lcp.tag === "img") {
      expect(serverHtml).toContain(lcp.src);
      expect(lcp.loading).not.toBe("lazy");
      expect(lcp.priority).toBe("high");
    } else {
      const words = lcp.text.replace(/&/g, "&amp;").split(/\s+/).slice(0, 4).join(" ");
      expect(serverHtml).toContain(words);
    }
  });
}
