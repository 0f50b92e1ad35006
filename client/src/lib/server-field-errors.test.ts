import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { applyServerFieldErrors, serverFieldErrors } from "./server-field-errors";

describe("serverFieldErrors", () => {
  it("reads the field messages of a 400 answer and nothing else", () => {
    expect(serverFieldErrors(new ApiError(400, '{"message":"x","errors":{"email":"Please enter a valid email address"}}'))).toEqual({
      email: "Please enter a valid email address",
    });
    expect(serverFieldErrors(new ApiError(500, '{"errors":{"email":"x"}}'))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, "not json"))).toEqual({});
  });
});

describe("applyServerFieldErrors", () => {
  it("puts the server's field messages on known fields only", () => {
    const calls: [string, string][] = [];
    const body = JSON.stringify({ message: "Please check the highlighted fields", errors: { country: "Country is required", other: "x" } });
    applyServerFieldErrors(new ApiError(400, body), ["companyName", "country"], (field, error) => calls.push([field, error.message ?? ""]));
    expect(calls).toEqual([["country", "Country is required"]]);
  });

  it("ignores other failures", () => {
    const calls: unknown[] = [];
    applyServerFieldErrors(new ApiError(500, '{"message":"Something went wrong"}'), ["country"], () => calls.push(1));
    applyServerFieldErrors(new Error("network"), ["country"], () => calls.push(1));
    expect(calls).toEqual([]);
  });
});
