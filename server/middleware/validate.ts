import type { Request } from "express";
import type { ZodError, ZodType } from "zod";
import { HttpError } from "../http-error";

/** { field: first message } from a ZodError, the shape of the API's 400 body. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** PostgreSQL text cannot hold NUL characters; the fields of a body that carry one. */
function fieldsWithNul(body: Record<string, unknown>): string[] {
  return Object.entries(body)
    .filter(([, value]) => typeof value === "string" && value.includes("\u0000"))
    .map(([key]) => key);
}

/** Parses the request body with a shared schema; unknown keys are dropped, failures become a 400. */
export function parseBody<T extends ZodType>(req: Request, schema: T) {
  const body: unknown = req.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new HttpError(400, "Request body must be a JSON object");
  }
  const invalidText = fieldsWithNul(body as Record<string, unknown>);
  if (invalidText.length) {
    const message = "Please remove the invalid character from this field";
    throw new HttpError(400, "Please check the highlighted fields", Object.fromEntries(invalidText.map((key) => [key, message])));
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new HttpError(400, "Please check the highlighted fields", fieldErrors(result.error));
  }
  return result.data as T["_output"];
}

/** A positive integer route parameter, or a 400. */
export function parseId(value: string | string[] | undefined, label = "id"): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) throw new HttpError(400, `Invalid ${label}`);
  const id = Number(text);
  if (id < 1) throw new HttpError(400, `Invalid ${label}`);
  return id;
}

/** A path under /api (as the shared modules and the client write it) as the /api router matches it. */
export const apiRoute = (path: string) => {
  if (!path.startsWith("/api/")) throw new Error(`not an /api path: ${path}`);
  return path.slice("/api".length);
};

/** Parses the query string with a shared schema; failures become a 400 with `message` and the fields' messages. */
export function parseQuery<T extends ZodType>(req: Request, schema: T, message = "Please check the highlighted fields"): T["_output"] {
  const result = schema.safeParse(req.query);
  if (!result.success) throw new HttpError(400, message, fieldErrors(result.error));
  return result.data as T["_output"];
}
