/// <reference types="vitest/config" />
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const root = import.meta.dirname;
/** What every public page's islands run (React, the router, the site frame). */
const PUBLIC_SHELL =
  /node_modules\/((react|react-dom|scheduler|wouter|regexparam|clsx)\/|lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|Icon|shared|context|icons\/(check|chevron-right|clipboard-list|shield-check|circle-check))\b)|client\/src\/(app\/(?!session-ended-handler|island-registry)|lib\/(initial-queries|initial-queries-context|use-sync-external-store-shim|site-content)|components\/(site-layout\/(?!mobile-menu)|ui\/(toast-host|use-toast)|site-image|island)\b)|shared\/(constants|business-profile|seo\/breadcrumbs|showcase\/(site-content|media-urls|slot-image))\b/;
/**
 * The client configuration, the routes' paths and Vite's helper for a dynamic import: used by the shell and by the ad
 * pages' code at load.
 */
const PAGE_FACTS = /client\/src\/lib\/client-config|shared\/(client-config|route-paths)\b|vite\/preload-helper/;
/** What the content pages share (page hero, breadcrumb, calls to action, icons) but the home page never runs. */
const CONTENT_KIT =
  /client\/src\/components\/(stat-list|trust-points|check-list|process-steps|content-section|page-hero|breadcrumb|contact-actions|cta-band|section-heading)\b|lucide-react\/dist\/esm\/icons\/(badge-check|download)\b/;
const distDir = path.resolve(root, process.env.DIST_DIR ?? "dist");

/**
 * A feature shows others one index file that names everything it offers, and shared/ holds the schemas both sides
 * read. Neither runs anything when imported, so a page that takes one component from a feature's index loads that
 * component alone: without this, a zod schema or a lazy() at the top of an unused module would keep it (and its
 * imports) in the page's chunk.
 */
const FREE_OF_SIDE_EFFECTS = /\/(client\/src\/features|shared)\/.+\.tsx?$/;
const featureModulesRunNothing: Plugin = {
  name: "feature-modules-run-nothing",
  transform(code, id) {
    return FREE_OF_SIDE_EFFECTS.test(id) ? { code, map: null, moduleSideEffects: false } : undefined;
  },
};

export default defineConfig({
  root: path.join(root, "client"),
  publicDir: path.join(root, "client/public"),
  plugins: [react(), tailwindcss(), featureModulesRunNothing],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: path.join(root, "client/src/lib/use-sync-external-store-shim.ts"),
      },
      { find: /^@\//, replacement: `${path.join(root, "client/src")}/` },
      { find: /^@shared\//, replacement: `${path.join(root, "shared")}/` },
    ],
  },
  build: {
    outDir: path.join(distDir, "public"),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: "es2022",
    // The server lists each page's chunks as <link rel="modulepreload"> in its HTML (module-preloads.ts),
    // so the browser fetches them all at once; Vite's own preloading would add every page's dependency
    // list and a helper to the shell, and a polyfill to the entry, about 2 KB gzip on every page.
    modulePreload: false,
    // One file for what every public page runs (React, the router, the site frame): many small files
    // compress worse and cost a request each. Page, form, staff and golf code stay in their own chunks.
    // main.tsx stays out: it awaits its page's chunk, which imports this one (a cycle would never settle).
    rolldownOptions: {
      // main.tsx runs first and starts boot.tsx (the app) once the page has painted: two entries, so the
      // first stays a few hundred bytes. In production the server puts main.tsx inline in each page
      // instead, from a self-contained copy that scripts/build-server.mjs bundles (the chunk built here
      // imports the attribution chunk it shares with the forms), so the browser fetches nothing but the
      // HTML before the page is on screen (server/features/site/inline-entry.ts).
      // A page made of islands (shared/page-islands.ts) starts client/src/islands.tsx instead of boot.tsx.
      input: {
        index: path.join(root, "client/index.html"),
        boot: path.join(root, "client/src/boot.tsx"),
        islands: path.join(root, "client/src/islands.tsx"),
        // the ad pages' code at load, whether or not the visitor touches them (the Ads tag, the conversion)
        "ad-page": path.join(root, "client/src/ad-page.ts"),
      },
      // constants that main.tsx shares with the app (shared/page-start.ts) are copied into both, so the
      // entry never imports the shell to read one
      optimization: { inlineConst: { mode: "all", pass: 1 } },
      output: {
        codeSplitting: {
          groups: [
            // read by the ad pages' code at load as well as by the shell: a chunk of their own, so that code never loads
            // the shell
            { name: "page-facts", test: PAGE_FACTS, priority: 3 },
            { name: "shell", test: PUBLIC_SHELL, priority: 2 },
            { name: "content-kit", test: CONTENT_KIT, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    root,
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/test/setup.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
