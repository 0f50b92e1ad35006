import { describe, expect, it } from "vitest";
import { type BuildManifest, pageModuleFiles, pageSource } from "./module-preloads";

const manifest: BuildManifest = {
  "index.html": { file: "assets/index-1.js", imports: ["_runtime.js"] },
  "src/boot.tsx": { file: "assets/boot-1.js", imports: ["_runtime.js", "_shell.js"] },
  "_runtime.js": { file: "assets/runtime-1.js" },
  "_shell.js": { file: "assets/shell-1.js", imports: ["_runtime.js"] },
  "_icon.js": { file: "assets/icon-1.js", imports: ["_shell.js"] },
  "_kit.js": { file: "assets/kit-1.js", imports: ["_shell.js", "_icon.js"] },
  "src/pages/public/faq-page.tsx": { file: "assets/faq-page-1.js", imports: ["_shell.js", "_kit.js"] },
  "src/pages/staff/admin-page.tsx": { file: "assets/admin-page-1.js", imports: ["_shell.js"] },
};

describe("pageModuleFiles", () => {
  it("lists the hydrating module and the page's chunk with everything they import, each once", () => {
    expect(pageModuleFiles(manifest, pageSource({ area: "public", page: "faq-page" }))).toEqual([
      "/assets/boot-1.js",
      "/assets/runtime-1.js",
      "/assets/shell-1.js",
      "/assets/faq-page-1.js",
      "/assets/kit-1.js",
      "/assets/icon-1.js",
    ]);
  });

  it("never lists another page's chunk or the entry script itself (the page loads it)", () => {
    const files = pageModuleFiles(manifest, pageSource({ area: "public", page: "faq-page" }));
    expect(files).not.toContain("/assets/admin-page-1.js");
    expect(files).not.toContain("/assets/index-1.js");
  });

  it("lists only the hydrating module's chunks for a path without a route, or a page the build does not know", () => {
    const bootOnly = ["/assets/boot-1.js", "/assets/runtime-1.js", "/assets/shell-1.js"];
    expect(pageModuleFiles(manifest, pageSource(undefined))).toEqual(bootOnly);
    expect(pageModuleFiles(manifest, "pages/public/missing-page")).toEqual(bootOnly);
  });

  it("lists nothing without a build manifest", () => {
    expect(pageModuleFiles({}, "pages/public/faq-page")).toEqual([]);
  });
});
