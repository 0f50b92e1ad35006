import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer } from "./test/server-process";
import { writeStubClientBuild } from "./test/stub-client-build";

/*
 * Settings that must stop the server before it serves anything, and the ADMIN_USERNAME account across
 * restarts, in real server processes. They start no database work that depends on which database it is,
 * so they run on the embedded one whatever TEST_DATABASE_URL says.
 */

const tmp = await mkdtemp(path.join(os.tmpdir(), "startup-config-"));
const dist = path.join(tmp, "dist");
beforeAll(() => writeStubClientBuild(dist));
afterAll(() => rm(tmp, { recursive: true, force: true }));

const ADMIN = { username: "owner", password: "violet tractor sings at dawn" };

/** Starts and expects it to refuse: its exit code and what it printed. */
async function refused(env: Record<string, string>) {
  const server = await spawnServer({ DIST_DIR: dist, PGLITE_DATA_DIR: path.join(tmp, `refused-${Date.now()}`), ...env });
  const code = await server.exited;
  return { code, lines: server.output().trim().split("\n") };
}

describe("settings the server refuses", () => {
  it("stops on a weak ADMIN_PASSWORD with one line that says why", { timeout: 150_000 }, async () => {
    const { code, lines } = await refused({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "password1" });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      "Failed to start: ADMIN_PASSWORD is refused: The password must be at least 12 characters. Set a longer passphrase, or unset ADMIN_USERNAME and ADMIN_PASSWORD and use npm run user:create.",
    );
  });

  it("stops on TRUST_PROXY=true in production with one line that asks for the hops", { timeout: 60_000 }, async () => {
    const { code, lines } = await refused({ TRUST_PROXY: "true" });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Failed to start: Invalid environment: TRUST_PROXY=true would trust any X-Forwarded-For/);
    expect(lines[0]).toContain("Set TRUST_PROXY to the number of proxy hops in front of the server (e.g. 1)");
  });
});

describe("production secrets and providers", () => {
  it("stops without SESSION_SECRET on a database server, and on an SMS_API_BASE that is not https", { timeout: 60_000 }, async () => {
    const noSecret = await refused({ DATABASE_URL: "postgres://127.0.0.1:9/none", SECRETS_KEY: "A".repeat(43) + "=", SESSION_SECRET: "" });
    expect(noSecret.code).toBe(1);
    expect(noSecret.lines[0]).toMatch(/^Failed to start: Invalid environment: SESSION_SECRET is required in production with DATABASE_URL/);
    const plainSms = await refused({
      SMS_API_BASE: "http://sms.example.com",
      SMS_ACCOUNT_SID: "AC0",
      SMS_AUTH_TOKEN: "token",
      SMS_FROM: "+61491570006",
    });
    expect(plainSms.code).toBe(1);
    expect(plainSms.lines[0]).toMatch(/SMS_API_BASE must be an https:\/\/ address in production/);
  });
});

describe("the ADMIN_USERNAME account across restarts", () => {
  const dataDir = path.join(tmp, "pglite");
  const start = async (env: Record<string, string> = {}) => {
    const server = await spawnServer({
      DIST_DIR: dist,
      PGLITE_DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    });
    await server.waitForOutput("server listening");
    return server;
  };
  const login = (url: string, password: string) =>
    fetch(`${url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: ADMIN.username, password }),
    });

  it("keeps a password changed in /admin through a restart, and ADMIN_RESET_PASSWORD=1 resets it", { timeout: 300_000 }, async () => {
    const first = await start();
    const signIn = await login(first.url, ADMIN.password);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    const chosen = "marble canyon whispers quietly";
    const change = await fetch(`${first.url}/api/auth/password`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ currentPassword: ADMIN.password, newPassword: chosen }),
    });
    expect(change.status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await start();
    expect((await login(second.url, ADMIN.password)).status).toBe(401);
    expect((await login(second.url, chosen)).status).toBe(200);
    expect(second.output()).toContain("its password is left as it is");
    expect(await second.stop()).toBe(0);

    const third = await start({ ADMIN_RESET_PASSWORD: "1" });
    expect((await login(third.url, chosen)).status).toBe(401);
    expect((await login(third.url, ADMIN.password)).status).toBe(200);
    expect(third.output()).toContain("password of ADMIN_USERNAME reset from ADMIN_PASSWORD");
    expect(await third.stop()).toBe(0);
  });
});
