import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { projectRoot } from "../../project-root";
import { HEAD_PLACEHOLDER } from "./html-head";

/** Where the HTML template comes from and which middleware serves the client's files. */
export interface ClientAssets {
  template(url: string): Promise<string>;
  middleware: RequestHandler[];
  close?: () => Promise<void>;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Production: the Vite build in dist/public, hashed assets cached for a year. */
export function builtClientAssets(distDir: string): ClientAssets {
  const publicDir = path.join(distDir, "public");
  const templatePath = path.join(publicDir, "index.html");
  if (!existsSync(templatePath)) {
    throw new Error(`No client build at ${publicDir}. Run "npm run build" first.`);
  }
  const template = readFileSync(templatePath, "utf8");
  const router = express.Router();
  router.use("/assets", express.static(path.join(publicDir, "assets"), { index: false, immutable: true, maxAge: YEAR_SECONDS * 1000 }));
  router.use(express.static(publicDir, { index: false, maxAge: 60 * 60 * 1000 }));
  return {
    template: async () => template,
    middleware: [router],
  };
}

/** Development: Vite in middleware mode on the same port, with hot reload. */
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
    close: () => vite.close(),
  };
}

/** Tests: no client files, only the template, so heads and status codes can be checked without a build. */
export function templateOnlyClientAssets(): ClientAssets {
  const template = `<!doctype html><html lang="en-AU"><head>${HEAD_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;
  return { template: async () => template, middleware: [] };
}
