import type { Jsonified } from "@shared/api-types";

/**
 * The value as res.json will send it (dates as ISO strings), so a route can check its answer against the type in
 * shared/ that the client reads: `res.json(asJson(rows) satisfies Answer)`. Nothing changes at run time.
 */
export const asJson = <T>(value: T): Jsonified<T> => value as unknown as Jsonified<T>;
