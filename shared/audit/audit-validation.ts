import { z } from "zod";
import { AUDIT_ACTIONS, type AuditAction } from "./audit-actions";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-25")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** GET /api/audit and /api/audit.csv: the filters, all optional; dates are Brisbane days, inclusive. */
export const auditQuerySchema = z.object({
  from: day,
  to: day,
  actor: z.string().trim().max(120).optional(),
  action: z
    .string()
    .refine((action): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action), "Choose an action from the list")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const AUDIT_PAGE_SIZE = 50;
