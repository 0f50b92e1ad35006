/// <reference types="vitest/config" />
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = import.meta.dirname;
const PUBLIC_SHELL =
  /node_modules\/((react|react-dom|scheduler|wouter|regexparam|clsx)\/|lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|Icon|shared|context)\b)|client\/src\/(app\/|lib\/(client-config|initial-queries|initial-queries-context|use-sync-external-store-shim)|components\/(site-layout|stat-list|trust-points|process-steps|ui\/(toast-host|use-toast)|on-demand|on-interaction|needs-javascript-note|page-hero|breadcrumb|contact-actions|cta-band|section-heading)\b)|shared\/(routes|constants|business-profile|client-config|seo\/breadcrumbs)\b/;
const distDir = path.resolve(root, process.env.DIST_DIR ?? "dist");

export default defineConfig({
  root: path.join(root, "client"),
  publicDir: path.join(root, "client/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: path.join(root, "client/src/lib/use-sync-external-store-shim.ts") },
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
    // One file for what every public page runs (React, the router, the site frame): many small files
    // compress worse and cost a request each. Page, form, staff and golf code stay in their own chunks.
    // main.tsx stays out: it awaits its page's chunk, which imports this one (a cycle would never settle).
    rolldownOptions: { output: { manualChunks: (id) => (PUBLIC_SHELL.test(id) ? "shell" : undefined) } },
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
