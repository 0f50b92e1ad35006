// Bundles the server into <DIST_DIR>/server/index.js; node_modules stay external.
import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const projectRoot = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? "dist");

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

// A build outside the project (DIST_DIR=/tmp/...) must still find the project's packages.
if (!distDir.startsWith(projectRoot + path.sep)) {
  const link = path.join(distDir, "node_modules");
  mkdirSync(distDir, { recursive: true });
  if (!existsSync(link)) symlinkSync(path.join(projectRoot, "node_modules"), link, "dir");
}
