// Bundles the server into dist/server/index.js; node_modules stay external.
import path from "node:path";
import { build } from "esbuild";

const distDir = process.env.DIST_DIR ?? "dist";

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
