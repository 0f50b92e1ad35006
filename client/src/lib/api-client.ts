import type { QueryFunction } from "@tanstack/react-query";

/** A non-success response. Its message is "STATUS: body" (spec section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }

  /** The server's own `message` when the body is the API's JSON error, else undefined. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      const message = (parsed as { message?: unknown })?.message;
      return typeof message === "string" ? message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

export interface RequestOptions {
  /** send `data` as this type's text instead of JSON (a CSV import) */
  contentType?: "text/csv";
  /** let the request finish when the page is being left */
  keepalive?: boolean;
}

/** Sends a request with the session cookie; JSON content-type only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const text = options.contentType !== undefined;
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": options.contentType ?? "application/json" },
    body: data === undefined ? undefined : text ? String(data) : JSON.stringify(data),
    credentials: "include",
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  await throwIfNotOk(res);
  return res;
}

/** POST/PATCH and parse the JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

/** POSTs a CSV file's text and parses the JSON answer (an import). */
export async function postCsv<T>(url: string, csv: string): Promise<T> {
  const res = await apiRequest("POST", url, csv, { contentType: "text/csv" });
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Default reads: GET the query key's path and parse JSON. With "returnNull", a 401 yields null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** A staff request answered 401: the session ended (expired, or signed out in another tab or by a password reset). */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
