import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

export interface SecondServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Another production server on the same build, with settings of its own (a Google Ads id, say), on its own
 * embedded database and port, for the journeys whose settings the shared e2e server does not have.
 */
export async function startSecondServer(name: string, port: number, env: Record<string, string>): Promise<SecondServer> {
  const url = `http://localhost:${port}`;
  const dataDir = path.resolve(`data/e2e-${name}-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, [path.resolve(process.env.E2E_DIST_DIR ?? "dist", "server/index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: url,
      PGLITE_DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the ${name} server stopped with code ${child.exitCode}`);
        return fetch(`${url}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
      },
      { timeout: 60_000, message: `the ${name} server answers /api/health` },
    )
    .toBe(true);
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
