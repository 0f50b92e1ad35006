import type { Json, Paged } from "../api-types";
import type { AuditRow } from "../schema";

/** GET /api/audit: one page of the log, newest first. */
export type AuditPage = Paged<Json<AuditRow>>;
