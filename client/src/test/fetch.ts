import { vi } from "vitest";

/** A JSON answer as the server sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Every request of the test answers `status` with `body`; the spy records what was sent. */
export const stubFetch = (status: number, body: unknown = {}) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(status, body));

/** The JSON body of a request the spy recorded (the first, unless another is named). */
export const sentBody = (spy: ReturnType<typeof stubFetch>, call = 0) =>
  JSON.parse(String((spy.mock.calls[call]?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

/** A request the spy recorded (the first, unless another is named): where it went and its JSON body. */
export function sentRequest(spy: { mock: { calls: unknown[][] } }, call = 0) {
  const [url, init] = (spy.mock.calls[call] ?? []) as [string, RequestInit | undefined];
  return { url, body: JSON.parse(String(init?.body)) as unknown };
}

/** The homeowner the form tests type in. */
export const JANE = { name: "Jane Citizen", phone: "0412 345 678", email: "jane@example.com" };
