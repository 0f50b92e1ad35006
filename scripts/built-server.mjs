// The built server (npm run build first) on a port of its own and a throwaway embedded database, for the
// benchmarks that measure it: started, waited for, and stopped with its data removed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");

export function startBuiltServer({ port, env = {} }) {
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
  const server = spawn(process.execPath, [path.join(projectRoot, process.env.DIST_DIR ?? "dist", "server", "index.js")], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), PGLITE_DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return {
    origin,
    /** Resolves once the server answers its health check (the first start creates the database: seconds). */
    async ready() {
      for (let i = 0; i < 300; i += 1) {
        const up = await fetch(`${origin}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error("the built server did not start (run npm run build first)");
    },
    stop() {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
