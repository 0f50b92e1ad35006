import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { generate } from "otplib";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { appSettings, recoveryCodes, users } from "@shared/schema";
import { ConfigError, loadConfig } from "../../env";
import { upsertUser } from "./users.queries";
import { createLogger } from "../../logger";
import { prepareDatabase } from "../../prepare-database";
import { createTestContext, createTestDatabase, testConfig } from "../../test/test-app";
import { secretBox } from "../../infra/secrets/secret-box";
import { keyFromFile } from "../../infra/secrets/secrets-key";

const folders: string[] = [];
afterAll(async () => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("SECRETS_KEY", () => {
  it("is required in production with DATABASE_URL, and the refusal says why", () => {
    const start = () => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db.example/app", SESSION_SECRET: "x".repeat(40) });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SECRETS_KEY is required in production with DATABASE_URL.*stolen dump/);
    expect(() => loadConfig({ SECRETS_KEY: "too short" })).toThrow(/32 bytes in base64/);
    const key = randomBytes(32).toString("base64");
    expect(
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db.example/app", SECRETS_KEY: key, SESSION_SECRET: "s".repeat(40) })
        .secretsKey,
    ).toEqual(Buffer.from(key, "base64"));
  });

  it("is made once into a file beside the embedded data folder, readable by its owner only", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "secrets-key-"));
    folders.push(dir);
    const config = loadConfig({ PGLITE_DATA_DIR: path.join(dir, "pglite") });
    expect(config.secretsKeyFile).toBe(path.join(dir, "secrets.key"));
    const first = keyFromFile(config.secretsKeyFile);
    expect(first).toHaveLength(32);
    expect(keyFromFile(config.secretsKeyFile)).toEqual(first);
    expect((await stat(config.secretsKeyFile)).mode & 0o777).toBe(0o600);
    expect((await readFile(config.secretsKeyFile, "utf8")).trim()).toBe(first.toString("base64"));
  });

  it("seals and opens, and a value sealed under another key does not open", () => {
    const box = secretBox(randomBytes(32));
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow(/sealed with another key/);
    // a plain value from before (or from a process of the version before, mid-update) still reads
    expect(box.reveal(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(box.reveal("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
  });

  it("opens only with the full 16-byte tag: a tag cut short (which GCM would check only in part) is refused", () => {
    const box = secretBox(randomBytes(32));
    const [prefix, iv, tag, body] = box.seal("JBSWY3DPEHPK3PXP").split(".");
    const cut = (bytes: number) => [prefix, iv, Buffer.from(tag!, "base64url").subarray(0, bytes).toString("base64url"), body].join(".");
    for (const bytes of [4, 8, 12, 15]) expect(() => box.open(cut(bytes))).toThrow();
    expect(box.open(cut(16))).toBe("JBSWY3DPEHPK3PXP");
  });
});

describe("secrets at rest", () => {
  it("keeps TOTP secrets and the VAPID private key sealed, and recovery codes salted", async () => {
    const ctx = await createTestContext();
    try {
      const account = { username: "sealed-secrets", password: "a quiet orchard at dawn 5" };
      await upsertUser(ctx.database.db, account.username, account.password, "staff");
      const agent = request.agent(ctx.app);
      await agent.post("/api/login").send(account).expect(200);
      const { secret } = (await agent.post("/api/auth/totp/setup").send({ currentPassword: account.password }).expect(200)).body as {
        secret: string;
      };
      const codes = (
        await agent
          .post("/api/auth/totp/confirm")
          .send({ code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }) })
          .expect(200)
      ).body.recoveryCodes as string[];

      const [row] = await ctx.database.db.select().from(users).where(eq(users.username, account.username));
      expect(row!.totpSecret).toMatch(/^v1\./);
      expect(row!.totpSecret).not.toContain(secret);
      const session = await ctx.database.db.execute(sql`select sess::text as sess from session`);
      expect(JSON.stringify(session)).not.toContain(secret);

      const kept = await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row!.id));
      expect(kept).toHaveLength(10);
      for (const { codeHash } of kept) expect(codeHash).toMatch(/^s1\$[\w-]{22}\$[\w-]{43}$/);
      expect(new Set(kept.map((k) => k.codeHash.split("$")[1])).size).toBe(10);

      await agent.get("/api/push/vapid-public-key").expect(200);
      const [vapid] = await ctx.database.db.select().from(appSettings).where(eq(appSettings.key, "vapid_keys"));
      expect((JSON.parse(vapid!.value) as { privateKey: string }).privateKey).toMatch(/^v1\./);

      // a recovery code still signs in once
      const next = request.agent(ctx.app);
      await next.post("/api/login").send(account).expect(200);
      await next.post("/api/login/totp").send({ code: codes[3] }).expect(200);
    } finally {
      await ctx.close();
    }
  });

  it("seals the plain secrets of before at the first start, and they still sign in", async () => {
    const database = await createTestDatabase();
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const account = { username: "plain-before", password: "lanterns along the jetty 8" };
    const user = await upsertUser(database.db, account.username, account.password, "staff");
    await database.db.update(users).set({ totpSecret: secret, totpEnabledAt: new Date() }).where(eq(users.id, user.id));
    await database.db
      .insert(appSettings)
      .values({ key: "vapid_keys", value: JSON.stringify({ publicKey: "BPublicKeyPlain", privateKey: "plain-private-key" }) });

    await prepareDatabase(database, testConfig(), createLogger("silent"));
    const ctx = await createTestContext({}, database);
    try {
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.totpSecret).toMatch(/^v1\./);
      const [vapid] = await database.db.select().from(appSettings).where(eq(appSettings.key, "vapid_keys"));
      expect(vapid!.value).not.toContain("plain-private-key");
      const agent = request.agent(ctx.app);
      await agent.post("/api/login").send(account).expect(200);
      await agent
        .post("/api/login/totp")
        .send({ code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }) })
        .expect(200);
      // another key cannot open them: the server refuses to start rather than fail every sign-in
      await expect(prepareDatabase(database, testConfig({ secretsKey: randomBytes(32) }), createLogger("silent"))).rejects.toThrow(
        /sealed with another key/,
      );
    } finally {
      await ctx.close();
      await database.close();
    }
  });
});
