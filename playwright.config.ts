import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys in Debian's Chromium against the production build, served by the real server
 * on a fresh database (e2e/start-server.sh). E2E_PORT and E2E_DIST_DIR let two runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 5100);
export const baseURL = `http://localhost:${port}`;

const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "bash e2e/start-server.sh",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
