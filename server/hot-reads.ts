import type { RequestListener } from "node:http";
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from "express";

/**
 * The server's request listener: a GET or HEAD of one of the exact paths in `hot` runs that path's
 * middleware chain at once, without Express's router; every other request goes to the app. Each chain
 * is made of the same middleware instances the app mounts for that path (request id and log line,
 * security headers, the handler), and errors go to the app's own error handler, so the answer is the
 * same either way (server/hot-reads.test.ts). Skipping the router's layers takes about a tenth off the cost
 * of GET /api/reviews (npm run bench, docs/decisions/server-rendering.md).
 */
export function withHotReads(app: Express, hot: ReadonlyMap<string, RequestHandler[]>, onError: ErrorRequestHandler): RequestListener {
  return (req, res) => {
    const chain = req.method === "GET" || req.method === "HEAD" ? hot.get(req.url ?? "") : undefined;
    if (!chain) return void app(req, res);

    // what Express's app.handle does before it routes: its request and response on the raw pair
    const request = Object.setPrototypeOf(req, app.request) as Request;
    const response = Object.setPrototypeOf(res, app.response) as Response;
    request.res = response;
    response.req = request;
    response.locals = Object.create(null) as Record<string, unknown>;

    const fail = (err: unknown) => onError(err, request, response, () => response.destroy());
    let index = 0;
    const next: NextFunction = (err?: unknown) => {
      if (err) return fail(err);
      const handler = chain[index++];
      if (!handler) return void app(req, res); // a chain that ends without answering: let the app decide
      try {
        const result: unknown = handler(request, response, next);
        if (result instanceof Promise) result.catch(fail);
      } catch (thrown) {
        fail(thrown);
      }
    };
    next();
  };
}
