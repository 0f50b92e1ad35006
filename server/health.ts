import { Router } from "express";
import type { SqlPool } from "./db/client";

const READY_QUERY_LIMIT_MS = 1_000;

export interface Readiness {
  /** set on SIGTERM: the load balancer should stop sending traffic here */
  draining: boolean;
}

/**
 * For load balancers and orchestrators: /healthz says the process answers (no database call),
 * /readyz that it should get traffic (the database answers within a second, and it is not draining).
 * Mounted before every throttle and session; the bodies name no version and no error.
 */
export function healthRouter(pool: SqlPool, readiness: Readiness): Router {
  const router = Router();
  router.use(["/healthz", "/readyz"], (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    if (readiness.draining) return void res.status(503).json({ status: "draining" });
    const ready = await databaseAnswers(pool);
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable" });
  });
  return router;
}

async function databaseAnswers(pool: SqlPool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_QUERY_LIMIT_MS);
  });
  const query = pool.query("select 1").then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
