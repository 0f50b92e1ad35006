import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express, { type RequestHandler } from "express";
import { projectRoot } from "../../project-root";
import { HEAD_PLACEHOLDER } from "./html-head";
import { inlineEntryScript } from "./inline-entry";
import { inlineStylesheets } from "./inline-stylesheets";
import { type BuildManifest, pageModuleFiles } from "./module-preloads";
import { APP_HTML_PLACEHOLDER, NOSCRIPT_PLACEHOLDER, type PageRenderer } from "./page-renderer";
import { HOUR_MS } from "@shared/calendar/durations";

/** Where the HTML template comes from, which middleware serves the client's files, and the page renderer. */
export interface ClientAssets {
  template(url: string): Promise<string>;
  middleware: RequestHandler[];
  /** React's server rendering of a public page, from the same components the browser hydrates */
  renderer(): Promise<PageRenderer>;
  /** the chunks a page runs after its entry script (source: see module-preloads.ts) */
  pageModules?(source: string | undefined, entry: string): string[];
  /** CSP sources for the page's inline scripts (the entry, see inline-entry.ts) */
  scriptHashes?: string[];
  close?: () => Promise<void>;
}

const BUILD_MANIFEST_FILE = path.join(".vite", "manifest.json");
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const SERVER_ENTRY = "entry-server.js";
const INLINE_ENTRY = "inline-entry.js";

const importRenderer = (file: string) => import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<PageRenderer>;

/** Production: the Vite build in dist/public (hashed assets cached for a year) and the SSR build in dist/ssr. */
export function builtClientAssets(distDir: string): ClientAssets {
  const publicDir = path.join(distDir, "public");
  const templatePath = path.join(publicDir, "index.html");
  const entryPath = path.join(distDir, "ssr", SERVER_ENTRY);
  if (!existsSync(templatePath) || !existsSync(entryPath)) {
    throw new Error(`No client build at ${distDir}. Run "npm run build" first.`);
  }
  const inlineEntryPath = path.join(distDir, "ssr", INLINE_ENTRY);
  const inlineEntry = existsSync(inlineEntryPath) ? readFileSync(inlineEntryPath, "utf8").trim() : undefined;
  const { template, scriptHashes } = inlineEntryScript(inlineStylesheets(readFileSync(templatePath, "utf8"), publicDir), inlineEntry);
  const router = express.Router();
  router.use("/assets", express.static(path.join(publicDir, "assets"), { index: false, immutable: true, maxAge: YEAR_SECONDS * 1000 }));
  router.use(express.static(publicDir, { index: false, maxAge: HOUR_MS }));
  const renderer = importRenderer(entryPath);
  const buildManifestPath = path.join(publicDir, BUILD_MANIFEST_FILE);
  // without Vite's manifest (a hand-made build in tests) pages simply go without preload hints
  const build = existsSync(buildManifestPath) ? (JSON.parse(readFileSync(buildManifestPath, "utf8")) as BuildManifest) : {};
  const modules = new Map<string, string[]>();
  return {
    template: async () => template,
    middleware: [router],
    renderer: () => renderer,
    pageModules: (source, entry) => {
      const key = `${entry} ${source}`;
      if (!modules.has(key)) modules.set(key, pageModuleFiles(build, source, entry));
      return modules.get(key)!;
    },
    scriptHashes,
  };
}

/** Development: Vite in middleware mode on the same port, with hot reload and its SSR module loader. */
export async function viteClientAssets(): Promise<ClientAssets> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(projectRoot, "vite.config.ts"),
    server: { middlewareMode: true, hmr: true },
    appType: "custom",
  });
  const templatePath = path.join(projectRoot, "client", "index.html");
  return {
    template: async (url) => vite.transformIndexHtml(url, await readFile(templatePath, "utf8")),
    middleware: [vite.middlewares],
    renderer: () => vite.ssrLoadModule("/src/entry-server.tsx") as Promise<PageRenderer>,
    // Vite serves each source file and its imports as they are asked for
    pageModules: (_source, entry) => [`/${entry}`],
    close: () => vite.close(),
  };
}

/**
 * Tests: no client files, a bare template, and the renderer straight from the source (the test runner
 * compiles it), so page content, heads and status codes can be checked without a build.
 */
export function templateOnlyClientAssets(): ClientAssets {
  const template = `<!doctype html><html lang="en-AU"><head>${HEAD_PLACEHOLDER}</head><body>${NOSCRIPT_PLACEHOLDER}<div id="root">${APP_HTML_PLACEHOLDER}</div></body></html>`;
  const source = path.join(projectRoot, "client", "src", "entry-server.tsx");
  return { template: async () => template, middleware: [], renderer: () => importRenderer(source) };
}
