import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE_NAME } from "../../session";
import { createTestContext, type TestContext } from "../../test/test-app";
import { passwordProblem } from "./password-strength";
import { upsertUser } from "./users.queries";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMs: 24 * 3_600_000, sessionMaxMs: 12 * 3_600_000 });
});
afterAll(() => ctx?.close());

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))
    ?.split(";")[0] ?? "";

async function signIn(username: string, password: string) {
  const res = await request(ctx.app).post("/api/login").send({ username, password });
  expect(res.status).toBe(200);
  return cookieOf(res);
}
const signedIn = async (cookie: string) =>
  (await request(ctx.app).get("/api/auth/status").set("Cookie", cookie)).body.isAuthenticated as boolean;

describe("password strength", () => {
  it.each([
    ["short1!", /at least 12 characters/],
    ["password1234", /too easy to guess: .*commonly used password/],
    ["qwertyuiop123", /too easy to guess/],
    ["aaaaaaaaaaaaaaaa", /too easy to guess/],
  ])("refuses %j and says why", (password, why) => {
    expect(passwordProblem(password)).toMatch(why);
  });

  it("refuses a password built from the username", () => {
    expect(passwordProblem("mary-jones-2026", ["mary-jones"])).toMatch(/too easy to guess/);
  });

  it("accepts a long, unusual passphrase", () => {
    expect(passwordProblem("copper kettle under nine lanterns")).toBeUndefined();
  });
});

const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  request(ctx.app).post("/api/auth/password").set("Cookie", cookie).send({ currentPassword, newPassword });

describe("POST /api/auth/password", () => {
  it("answers 401 without a session", async () => {
    const res = await request(ctx.app).post("/api/auth/password").send({ currentPassword: "x", newPassword: "y" });
    expect(res.status).toBe(401);
  });

  it("needs the current password, refuses a weak new one, and changes nothing then", async () => {
    await upsertUser(ctx.database.db, "pat", "harbour lights at dusk 7");
    const cookie = await signIn("pat", "harbour lights at dusk 7");
    const wrong = await changePassword(cookie, "not it at all", "copper kettle under nine lanterns");
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: "Your current password is not correct" });
    const weak = await changePassword(cookie, "harbour lights at dusk 7", "password1234");
    expect(weak.status).toBe(400);
    expect(weak.body.errors.newPassword).toMatch(/too easy to guess/);
    const short = await changePassword(cookie, "harbour lights at dusk 7", "Xy7!");
    expect(short.body.errors.newPassword).toBe("The password must be at least 12 characters.");
    expect(await signIn("pat", "harbour lights at dusk 7")).not.toBe("");
  });

  it("changes the password and ends every other session of that user, not the current one nor other users'", async () => {
    await upsertUser(ctx.database.db, "sam", "granite steps by the creek");
    await upsertUser(ctx.database.db, "alex", "another person entirely 42");
    const here = await signIn("sam", "granite steps by the creek");
    const elsewhere = await signIn("sam", "granite steps by the creek");
    const colleague = await signIn("alex", "another person entirely 42");
    const res = await changePassword(here, "granite steps by the creek", "copper kettle under nine lanterns");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Password changed. Every other session of yours has been signed out." });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(colleague)).toBe(true);
    expect((await request(ctx.app).post("/api/login").send({ username: "sam", password: "granite steps by the creek" })).status).toBe(401);
    expect(await signIn("sam", "copper kettle under nine lanterns")).not.toBe("");
  });
});

describe("absolute session lifetime", () => {
  it("ends a session 12 hours after sign-in even when it was used all along", async () => {
    await upsertUser(ctx.database.db, "kim", "granite steps by the creek");
    const cookie = await signIn("kim", "granite steps by the creek");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      vi.advanceTimersByTime(11 * 3_600_000 + 50 * 60_000); // 11 h 50: still signed in (and active)
      expect(await signedIn(cookie)).toBe(true);
      vi.advanceTimersByTime(11 * 60_000); // 12 h 01
      expect(await signedIn(cookie)).toBe(false);
      expect((await request(ctx.app).get("/api/contact").set("Cookie", cookie)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
