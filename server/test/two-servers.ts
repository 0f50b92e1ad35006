import { afterAll, beforeAll } from "vitest";
import { type ProcessWorkspace, processWorkspace } from "./process-workspace";
import { type ServerProcess, spawnServer } from "./server-process";

export interface TwoServers {
  a: ServerProcess;
  b: ServerProcess;
  workspace: ProcessWorkspace;
}

/**
 * Two real server processes on one PostgreSQL database of their own (TEST_DATABASE_URL), started before the
 * describe's tests and stopped after them, with the environment given on top of the database's.
 * `const servers = twoServers("name", env)` at the top of a describe; read `servers.a` inside the tests.
 */
export function twoServers(name: string, env: () => Record<string, string>): TwoServers {
  const servers = {} as TwoServers;
  beforeAll(async () => {
    servers.workspace = await processWorkspace(name);
    const all = {
      DIST_DIR: servers.workspace.dist,
      DATABASE_URL: servers.workspace.databaseUrl,
      // a deployment on a database server sets one secret for every process (the server refuses to start without it)
      SESSION_SECRET: "processes-share-this-secret",
      FORM_RATE_LIMIT: "1000",
      ...env(),
    };
    [servers.a, servers.b] = [await spawnServer(all), await spawnServer(all)];
    await Promise.all([servers.a.waitForOutput("server listening"), servers.b.waitForOutput("server listening")]);
  });
  afterAll(async () => {
    const running = [servers.a, servers.b].filter(Boolean);
    for (const server of running) if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await Promise.all(running.map((server) => server.exited));
    await servers.workspace?.cleanUp();
  });
  return servers;
}
