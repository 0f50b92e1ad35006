import type { Request } from "express";
import type { AuditActor } from "../infra/audit/audit-log";

/** The signed-in staff member making this request, as the audit log names them. */
export function actorOf(req: Request): AuditActor {
  return { id: req.user?.id ?? null, name: req.user?.username ?? "visitor", ip: req.ip ?? null };
}
