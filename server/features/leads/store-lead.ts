import type { AppDb } from "../../db/client";
import { newLeadReference } from "./lead-reference";

const ATTEMPTS = 3;

/** A second lead drew the same reference: practically never, but then the lead is stored with a new one. */
function isReferenceClash(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505" && constraint?.endsWith("_reference_unique")) return true;
  }
  return false;
}

/**
 * Stores a lead under a fresh reference in one transaction, together with whatever the caller does in
 * it (queueing the lead's emails), so the lead and its emails are stored together or not at all.
 */
export async function storeLead<Row>(db: AppDb, insert: (tx: AppDb, reference: string) => Promise<Row>): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => insert(tx as unknown as AppDb, newLeadReference()));
    } catch (err) {
      if (attempt >= ATTEMPTS || !isReferenceClash(err)) throw err;
    }
  }
}
