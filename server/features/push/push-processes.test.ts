import { PUSH_TASK } from "../../infra/push/push-queue";
import { tasksDueSoonIn } from "../../test/queue-drained";
import { afterAll, beforeAll, expect, it } from "vitest";
import { quoteRequestBody } from "../../test/lead-bodies";
import { PushServiceStandIn } from "../../test/push-service";
import { type ServerProcess, spawnServer } from "../../test/server-process";
import { type ProcessWorkspace, processWorkspace } from "../../test/process-workspace";

/** Two real server processes on one PostgreSQL: a lead posted on either buzzes each device once, not once per process. */
const pgUrl = process.env.TEST_DATABASE_URL;
const OWNER = { username: "push-owner", password: "quiet rivers and copper kettles" };
let workspace: ProcessWorkspace;
let push: PushServiceStandIn;

beforeAll(async () => {
  workspace = await processWorkspace("push-processes");
  push = await PushServiceStandIn.start();
});
afterAll(async () => {
  await push?.down();
  await workspace?.cleanUp();
});

async function startServer(): Promise<ServerProcess> {
  const server = await spawnServer({
    DIST_DIR: workspace.dist,
    DATABASE_URL: workspace.databaseUrl,
    SESSION_SECRET: "push-processes-test-secret",
    ADMIN_USERNAME: OWNER.username,
    ADMIN_PASSWORD: OWNER.password,
    PUSH_ALLOWED_ORIGINS: push.origin,
    TRUST_PROXY: "1",
  });
  await server.waitForOutput("server listening");
  return server;
}

it.runIf(pgUrl)("with two server processes, each lead reaches each device once", { timeout: 120_000 }, async () => {
  const [a, b] = [await startServer(), await startServer()];
  const login = await fetch(`${a.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  // one key pair for every process: made by the first, read from the database by the other
  const keys = await Promise.all(
    [a, b].map(
      async (server) =>
        ((await (await fetch(`${server.url}/api/push/vapid-public-key`, { headers: { cookie } })).json()) as { publicKey: string })
          .publicKey,
    ),
  );
  expect(keys[0]).toMatch(/^[\w-]{80,}$/);
  expect(keys[1]).toBe(keys[0]);
  const device = push.newDevice();
  const subscribed = await fetch(`${a.url}/api/push/subscriptions`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(device.subscription()),
  });
  expect(subscribed.status).toBe(201);

  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      fetch(`${(i % 2 ? a : b).url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` },
        body: JSON.stringify(
          quoteRequestBody({ name: `${["Ava", "Ben", "Cleo", "Dev", "Eli", "Fay"][i]} Process`, email: `process${i}@example.com` }),
        ),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
  await expect.poll(() => push.pushesTo(device).length, { timeout: 15_000 }).toBe(6);
  expect(await a.stop()).toBe(0);
  expect(await b.stop()).toBe(0);
  // the pushes, that is: without SMTP set up, the lead emails wait in the queue as they should
  expect(await tasksDueSoonIn({ url: workspace.databaseUrl }, [PUSH_TASK])).toBe(0);
  const titles = push.pushesTo(device).map((received) => (received.message as { title: string }).title);
  expect(titles).toHaveLength(6);
  expect(new Set(titles).size).toBe(6);
  // every message signed with that one key, whichever process sent it
  expect(push.pushesTo(device).every((received) => String(received.headers.authorization).endsWith(`, k=${keys[0]}`))).toBe(true);
});
