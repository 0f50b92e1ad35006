import request from "supertest";
import type { Database } from "../db/client";
import { upsertUser } from "../features/auth/users.queries";
import type { TestContext } from "./test-app";

export const STAFF = { username: "office", password: "correct horse battery staple" };

/** A supertest agent holding a signed-in staff session. */
export async function signedInAgent(ctx: TestContext, database: Database = ctx.database) {
  await upsertUser(database.db, STAFF.username, STAFF.password);
  const agent = request.agent(ctx.app);
  const res = await agent.post("/api/login").send(STAFF);
  if (res.status !== 200) throw new Error(`login failed in test setup: ${res.status} ${res.text}`);
  return agent;
}
