import { contactInquiries } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { enqueueLeadEmails } from "../leads/lead-emails";
import { storeLead } from "../leads/store-lead";

/** Stores the lead under a new reference; its emails are queued with it unless it was screened as spam. */
export function insertQuoteRequest(db: AppDb, input: Omit<typeof contactInquiries.$inferInsert, "reference">) {
  return storeLead(db, async (tx, reference) => {
    const [row] = await tx.insert(contactInquiries).values({ ...input, reference }).returning();
    if (!row!.isSpam) await enqueueLeadEmails(tx, "quote", row!);
    return row!;
  });
}
