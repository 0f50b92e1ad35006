import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getQueryFn } from "./api-client";

const respond = (status: number, body: string, statusText = "") =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body || null, { status, statusText }));

afterEach(() => vi.restoreAllMocks());

describe("apiRequest", () => {
  it("sends JSON with credentials and a JSON content type only when there is a body", async () => {
    const fetchSpy = respond(201, "{}");
    await apiRequest("POST", "/api/contact", { name: "Jane" });
    expect(fetchSpy).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"Jane"}',
      credentials: "include",
    });
    await apiRequest("POST", "/api/logout");
    expect(fetchSpy).toHaveBeenLastCalledWith("/api/logout", { method: "POST", headers: {}, body: undefined, credentials: "include" });
  });

  it('throws an error whose message is "STATUS: body"', async () => {
    respond(400, '{"message":"Please check the highlighted fields"}');
    const error = await apiRequest("POST", "/api/contact", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Please check the highlighted fields"}');
    expect((error as ApiError).serverMessage).toBe("Please check the highlighted fields");
  });

  it("uses the status text when the body is empty", async () => {
    respond(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/reviews")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  const context = { queryKey: ["/api/auth/status"] } as never;

  it("returns null on 401 when asked to", async () => {
    respond(401, '{"message":"Authentication required"}');
    await expect(getQueryFn({ on401: "returnNull" })(context)).resolves.toBeNull();
  });

  it("throws on 401 by default", async () => {
    respond(401, '{"message":"Authentication required"}');
    await expect(getQueryFn({ on401: "throw" })(context)).rejects.toThrow("401: ");
  });

  it("GETs the query key's path and parses JSON", async () => {
    const fetchSpy = respond(200, '{"isAuthenticated":false}');
    await expect(getQueryFn({ on401: "throw" })(context)).resolves.toEqual({ isAuthenticated: false });
    expect(fetchSpy).toHaveBeenCalledWith("/api/auth/status", { credentials: "include" });
  });
});
