import { describe, expect, it } from "vitest";
import { type BuildManifest, modulePreloadLinks, pageSource } from "./module-preloads";

const manifest: BuildManifest = {
  "index.html": { file: "assets/index-1.js", imports: ["_runtime.js", "_shell.js"] },
  "_runtime.js": { file: "assets/runtime-1.js" },
  "_shell.js": { file: "assets/shell-1.js", imports: ["_runtime.js"] },
  "_icon.js": { file: "assets/icon-1.js", imports: ["_shell.js"] },
  "_kit.js": { file: "assets/kit-1.js", imports: ["_shell.js", "_icon.js"] },
  "src/pages/public/faq-page.tsx": { file: "assets/faq-page-1.js", imports: ["_shell.js", "_kit.js"] },
  "src/pages/staff/admin-page.tsx": { file: "assets/admin-page-1.js", imports: ["_shell.js"] },
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("modulePreloadLinks", () => {
  it("lists the entry's imports and the page's chunk with everything it imports, each once", () => {
    const html = modulePreloadLinks(manifest, pageSource({ page: "public/faq-page" }));
    expect(hrefs(html)).toEqual(["/assets/runtime-1.js", "/assets/shell-1.js", "/assets/faq-page-1.js", "/assets/kit-1.js", "/assets/icon-1.js"]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-page-1.js">');
  });

  it("never preloads another page's chunk or the entry script itself (the page loads it)", () => {
    const found = hrefs(modulePreloadLinks(manifest, pageSource({ page: "public/faq-page" })));
    expect(found).not.toContain("/assets/admin-page-1.js");
    expect(found).not.toContain("/assets/index-1.js");
  });

  it("lists only the entry's imports for a path without a route, or a page the build does not know", () => {
    expect(hrefs(modulePreloadLinks(manifest, pageSource(undefined)))).toEqual(["/assets/runtime-1.js", "/assets/shell-1.js"]);
    expect(hrefs(modulePreloadLinks(manifest, "pages/public/missing-page"))).toEqual(["/assets/runtime-1.js", "/assets/shell-1.js"]);
  });
});
