import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../server/db/client";
import { projectRoot } from "../server/project-root";
import { createTestContext } from "../server/test/test-app";

const tmp = await mkdtemp(path.join(os.tmpdir(), "user-create-"));
const dataDir = path.join(tmp, "pglite");
afterAll(() => rm(tmp, { recursive: true, force: true }));

function userCreate(username: string | undefined, password: string) {
  const args = ["--import", "tsx", "scripts/user-create.ts", ...(username ? ["--username", username] : [])];
  return spawnSync(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, STAFF_PASSWORD: password, PGLITE_DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

async function canLogIn(username: string, password: string) {
  const database = await openPglite({ dataDir });
  const ctx = await createTestContext({}, database);
  try {
    return (await request(ctx.app).post("/api/login").send({ username, password })).status === 200;
  } finally {
    await ctx.close();
    await database.close();
  }
}

describe("npm run user:create", { timeout: 90_000 }, () => {
  it("creates a staff account that can sign in", async () => {
    const run = userCreate("alice", "first password 123");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Staff account "alice" is ready');
    expect(await canLogIn("alice", "first password 123")).toBe(true);
  });

  it("resets the password of an existing account", async () => {
    expect(userCreate("alice", "second password 456").status).toBe(0);
    expect(await canLogIn("alice", "second password 456")).toBe(true);
    expect(await canLogIn("alice", "first password 123")).toBe(false);
  });

  it("refuses a short password, a common one and a missing username", () => {
    const short = userCreate("bob", "short");
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    const common = userCreate("bob", "password1234567");
    expect(common.status).toBe(1);
    expect(common.stderr).toMatch(/too easy to guess: .*common/);
    const nameless = userCreate(undefined, "long enough password");
    expect(nameless.status).toBe(1);
    expect(nameless.stderr).toMatch(/--username/);
  });
});
