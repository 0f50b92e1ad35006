import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { errorHandler, isDatabaseDataException, isDatabaseUnavailable } from "./error-handler";

/** An app whose only route throws the given error, to see how the one error handler answers. */
function throwing(error: unknown) {
  const app = express();
  app.get("/", () => {
    throw error;
  });
  app.use(errorHandler(createLogger("silent")));
  return app;
}

const wrapped = (code: string) =>
  Object.assign(new Error("Failed query: insert into ..."), { cause: Object.assign(new Error("db"), { code }) });

describe("errorHandler", () => {
  it("answers a value the database refused (SQLSTATE class 22) with 400, wherever the code sits", async () => {
    expect(isDatabaseDataException(wrapped("22003"))).toBe(true);
    expect(isDatabaseDataException(wrapped("23505"))).toBe(false);
    const res = await request(throwing(wrapped("22P05"))).get("/");
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/out of range/);
  });

  it("answers a lost database connection with 503", async () => {
    expect(isDatabaseUnavailable(wrapped("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect((await request(throwing(wrapped("08006"))).get("/")).status).toBe(503);
  });

  it("answers anything else with a bare 500", async () => {
    const res = await request(throwing(new Error("secret detail at /srv/app/server.ts:12"))).get("/");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong" });
  });
});
