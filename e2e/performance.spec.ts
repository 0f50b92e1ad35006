import { gzipSync } from "node:zlib";
import { expect, type Response, test } from "@playwright/test";

const BUDGET_BYTES = 120 * 1024;
/** chunk names of code only staff or the golf tool need */
const FORBIDDEN_CHUNK = /(admin|login|golf)[\w-]*\.js$/i;
/** text that exists only in staff or golf screens (route titles are shared, so "Profit Calculator" is not one) */
const FORBIDDEN_TEXT = [
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

test("the home page loads at most 120 KB of gzipped JavaScript before any interaction, none of it staff or golf code", async ({ page }) => {
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  page.on("response", (response: Response) => {
    const isScript =
      response.request().resourceType() === "script" || /javascript/.test(response.headers()["content-type"] ?? "");
    if (isScript && response.ok()) bodies.push(response.body().then((body) => ({ url: response.url(), body })));
  });

  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const scripts = await Promise.all(bodies);

  const report = scripts.map(({ url, body }) => ({ file: new URL(url).pathname, gzipped: gzipSync(body).length }));
  const total = report.reduce((sum, s) => sum + s.gzipped, 0);
  const summary = report
    .sort((a, b) => b.gzipped - a.gzipped)
    .map((s) => `${(s.gzipped / 1024).toFixed(1)} KB ${s.file}`)
    .join("\n");
  test.info().annotations.push({ type: "home JS (gzipped)", description: `${(total / 1024).toFixed(1)} KB\n${summary}` });

  expect(scripts.length, "the home page loads JavaScript").toBeGreaterThan(0);
  expect(total, `gzipped JS on / is ${(total / 1024).toFixed(1)} KB:\n${summary}`).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(report.map((s) => s.file).filter((file) => FORBIDDEN_CHUNK.test(file))).toEqual([]);
  const loadedText = scripts.map((s) => s.body.toString("utf8")).join("\n");
  expect(FORBIDDEN_TEXT.filter((text) => loadedText.includes(text))).toEqual([]);
});
