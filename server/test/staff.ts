import type { AccountRole } from "@shared/auth/roles";
import request from "supertest";
import type { Database } from "../db/client";
import { upsertUser } from "../features/auth";
import type { TestContext } from "./test-app";

export const STAFF = { username: "office", password: "correct horse battery staple" };

/** A supertest agent holding a signed-in session of an Owner (the default account) or a Staff account. */
export async function signedInAgent(
  ctx: TestContext,
  database: Database = ctx.database,
  account: { username: string; password: string; role?: AccountRole } = STAFF,
) {
  await upsertUser(database.db, account.username, account.password, account.role);
  const agent = request.agent(ctx.app);
  const res = await agent.post("/api/login").send({ username: account.username, password: account.password });
  if (res.status !== 200) throw new Error(`login failed in test setup: ${res.status} ${res.text}`);
  return agent;
}
