import http from "node:http";
import type { RequestListener } from "node:http";
import type { HttpTimeouts } from "./env";

/**
 * The HTTP server with its limits stated: a client gets headersTimeout to send its headers (slowloris),
 * requestTimeout for the whole request, and an idle keep-alive connection is closed after keepAliveTimeout
 * (longer than a load balancer's idle timeout, so the balancer closes first). Node checks the first two
 * on an interval of 30 s by default, which would stretch a 15 s limit to 45; a second keeps them close.
 */
export function createHttpServer(listener: RequestListener, timeouts: HttpTimeouts): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(timeouts.headersTimeoutMs / 4))),
    },
    listener,
  );
  return server;
}
