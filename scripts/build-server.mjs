// Bundles the server into <DIST_DIR>/server/index.js (node_modules stay external), the client's server
// entry (React server rendering of the public pages) into <DIST_DIR>/ssr/entry-server.js, and the public
// entry script that pages carry inline into <DIST_DIR>/ssr/inline-entry.js.
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { build as viteBuild } from "vite";

const projectRoot = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? "dist");

await viteBuild({
  configFile: path.join(projectRoot, "vite.config.ts"),
  publicDir: false,
  logLevel: "warn",
  build: { ssr: "src/entry-server.tsx", outDir: path.join(distDir, "ssr"), emptyOutDir: true, manifest: false, copyPublicDir: false },
});

// The public entry (client/src/main.tsx: attribution capture, then the app once the page has painted) as
// one self-contained module for the server to put inline in each page (server/features/site/inline-entry.ts):
// as a file, it and the chunk it imports are requests that a first paint waits on.
await build({
  entryPoints: ["client/src/main.tsx"],
  outfile: path.join(distDir, "ssr", "inline-entry.js"),
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  legalComments: "none",
  loader: { ".css": "empty" },
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});

await build({
  entryPoints: ["server/index.ts"],
  outfile: path.join(distDir, "server", "index.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});

// HEIC photos decode in a worker thread of their own (server/infra/images/heic-pixels.ts): its file goes beside the bundle
copyFileSync(path.join(projectRoot, "server/infra/images/heic-decode-worker.mjs"), path.join(distDir, "server", "heic-decode-worker.mjs"));

// A build outside the project (DIST_DIR=/tmp/...) must still find the project's packages.
if (!distDir.startsWith(projectRoot + path.sep)) {
  const link = path.join(distDir, "node_modules");
  mkdirSync(distDir, { recursive: true });
  if (!existsSync(link)) symlinkSync(path.join(projectRoot, "node_modules"), link, "dir");
}
