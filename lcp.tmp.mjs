import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lcp.push({ t: Math.round(e.startTime), tag: e.element?.tagName, text: (e.element?.textContent ?? "").slice(0, 30), size: e.size, url: e.url?.slice(-30) }))).observe({ type: "largest-contentful-paint", buffered: true });
});
await page.goto("http://localhost:5300/", { waitUntil: "networkidle" });
await page.waitForTimeout(500);
console.log(await page.evaluate(() => JSON.stringify(window.__lcp)));
console.log(await page.evaluate(() => JSON.stringify(performance.getEntriesByType("resource").filter((e) => /shell|avif|webp/.test(e.name)).map((e) => [e.name.slice(-30), Math.round(e.startTime), Math.round(e.responseEnd)]))));
console.log(await page.evaluate(() => JSON.stringify(performance.getEntriesByType("paint").map((e) => [e.name, Math.round(e.startTime)]))));
await browser.close();
