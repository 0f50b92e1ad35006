import { eq, sql } from "drizzle-orm";
import { type LeadStatus, leadStatusLabel, type LostReason, NEW_LEAD_STATUS } from "@shared/leads/lead-desk";
import { type Lead, leadEvents, leads } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { type AuditActor, recordAudit } from "../../infra/audit/audit-log";
import { enqueuePushAlert } from "../../infra/push/push-queue";
import { lockLead } from "./lead-records";
import { queueReviewRequest } from "./review-request";

/**
 * The one way a lead moves through the pipeline. Every path that changes a lead's status (the desk, a homeowner's
 * booking, a quote sent, accepted or declined, a job completed) calls moveLead in its own transaction; it writes
 * the lead, its history and its audit row together, and raises what follows the move. The conversions told to
 * Google Ads are read from that history, so a move recorded here is a conversion counted there.
 */

/** Who moved it: a staff member, or the homeowner through one of their private pages. */
export interface LeadMover extends AuditActor {
  homeowner?: boolean;
}

export interface LeadMove {
  status: LeadStatus;
  /** undefined keeps the recorded value, null clears it */
  quoteValue?: number | null;
  lostReason?: LostReason | null;
  lostNote?: string | null;
}

/** A field of a lead that a move changed, as the history and the audit log record it. */
export interface LeadFieldChange {
  field: "status" | "lostReason" | "lostNote" | "quoteValue" | "completed";
  oldValue: string | null;
  newValue: string | null;
}

export interface MovedLead {
  lead: Lead;
  changes: LeadFieldChange[];
}

const CLOSED_STATUSES: ReadonlySet<string> = new Set<LeadStatus>(["won", "lost"]);

const asText = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));

async function record(
  tx: AppDb,
  lead: Lead,
  changes: LeadFieldChange[],
  by: LeadMover,
  { action, summary }: { action: "lead.update" | "lead.complete"; summary?: string },
) {
  await tx
    .insert(leadEvents)
    .values(changes.map((change) => ({ leadId: lead.id, ...change, userId: by.id, username: by.name.slice(0, 120) })));
  const shown = (change: LeadFieldChange, value: string | null) =>
    (change.field === "status" && value ? leadStatusLabel(value) : value) ?? "-";
  await recordAudit(tx, by, {
    action,
    targetType: "lead",
    targetId: lead.id,
    summary:
      summary ??
      `${lead.reference}: ${changes.map((change) => `${change.field} ${shown(change, change.oldValue)} -> ${shown(change, change.newValue)}`).join(", ")}`,
    before: Object.fromEntries(changes.map((change) => [change.field, change.oldValue])),
    after: Object.fromEntries(changes.map((change) => [change.field, change.newValue])),
  });
}

/** What follows a move, beside its record: the office's phones hear of a quote the homeowner accepted. */
async function afterMove(tx: AppDb, lead: Lead, changes: LeadFieldChange[], by: LeadMover) {
  const wonNow = changes.some((change) => change.field === "status" && change.newValue === "won");
  if (wonNow && by.homeowner) await enqueuePushAlert(tx, "quote-accepted", { type: "lead", id: lead.id });
}

/**
 * Moves the lead to a status (with its lost reason and quote value), in the caller's transaction: the lead row
 * locked, each changed field in its history, one audit row, the response clock stopped on the first move out of
 * New. Undefined for an unknown lead; a move that changes nothing records nothing.
 */
export async function moveLead(tx: AppDb, leadId: number, move: LeadMove, by: LeadMover): Promise<MovedLead | undefined> {
  const current = await lockLead(tx, leadId);
  if (!current) return undefined;
  const lost = move.status === "lost";
  const next = {
    status: move.status,
    lostReason: lost ? (move.lostReason ?? null) : null,
    lostNote: lost ? move.lostNote || null : null,
    quoteValue: move.quoteValue === undefined ? current.quoteValue : move.quoteValue,
  };
  const changes: LeadFieldChange[] = (Object.keys(next) as (keyof typeof next)[])
    .filter((field) => asText(current[field]) !== asText(next[field]))
    .map((field) => ({ field, oldValue: asText(current[field]), newValue: asText(next[field]) }));
  if (changes.length === 0) return { lead: current, changes };
  const firstResponse = current.firstResponseAt === null && current.status === NEW_LEAD_STATUS && next.status !== NEW_LEAD_STATUS;
  // the homeowner's links expire counted from the moment the status last became Won or Lost
  const closing = next.status !== current.status ? { closedAt: CLOSED_STATUSES.has(next.status) ? sql`now()` : null } : {};
  const [lead] = await tx
    .update(leads)
    .set({ ...next, ...closing, ...(firstResponse ? { firstResponseAt: sql`now()` } : {}) })
    .where(eq(leads.id, leadId))
    .returning();
  await record(tx, lead!, changes, by, { action: "lead.update" });
  await afterMove(tx, lead!, changes, by);
  return { lead: lead!, changes };
}

/**
 * A Won job marked Completed: recorded once (of two marks at once, the second finds it done), and its homeowner is
 * sent the one review request every customer gets. Undefined when the lead is not Won or was already completed.
 */
export async function completeLead(tx: AppDb, leadId: number, by: LeadMover): Promise<MovedLead | undefined> {
  const current = await lockLead(tx, leadId);
  if (!current || current.status !== "won" || current.completedAt) return undefined;
  const [lead] = await tx
    .update(leads)
    .set({ completedAt: sql`now()` })
    .where(eq(leads.id, leadId))
    .returning();
  const changes: LeadFieldChange[] = [{ field: "completed", oldValue: null, newValue: lead!.completedAt!.toISOString() }];
  await record(tx, lead!, changes, by, { action: "lead.complete", summary: `${lead!.reference}: job completed, review requested` });
  await queueReviewRequest(tx, leadId);
  return { lead: lead!, changes };
}
