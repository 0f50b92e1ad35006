import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { LEAD_REFERENCE_ALPHABET, LEAD_REFERENCE_LENGTH, LEAD_REFERENCE_PREFIX } from "@shared/leads/lead-reference";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { contactInquiries, googleAdLeads } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { enqueuePushAlert } from "../../infra/push/push-queue";
import { enqueueLeadEmails } from "./lead-emails";
import { attachLeadPhotos } from "./lead-photos";
import { newBookingLink } from "./visits/booking-links";

function newLeadReference(): string {
  let code = "";
  for (let i = 0; i < LEAD_REFERENCE_LENGTH; i++) code += LEAD_REFERENCE_ALPHABET[randomInt(LEAD_REFERENCE_ALPHABET.length)];
  return `${LEAD_REFERENCE_PREFIX}${code}`;
}

/** A reference no lead of either kind holds: each table's unique index sees only its own kind. */
async function unusedReference(tx: AppDb): Promise<string> {
  for (;;) {
    const reference = newLeadReference();
    const taken = await tx.execute(
      sql`select 1 from ${contactInquiries} where ${contactInquiries.reference} = ${reference} union all select 1 from ${googleAdLeads} where ${googleAdLeads.reference} = ${reference}`,
    );
    if ((taken as unknown as { rows: unknown[] }).rows.length === 0) return reference;
  }
}

const ATTEMPTS = 3;

/** Two leads drew the same reference at the same moment: practically never, but then the lead is stored with a new one. */
function isReferenceClash(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505" && constraint?.endsWith("_reference_unique")) return true;
  }
  return false;
}

export type NewQuoteRequest = Omit<typeof contactInquiries.$inferInsert, "reference">;
export type NewAdLead = Omit<typeof googleAdLeads.$inferInsert, "reference">;
type NewLead<K extends LeadKind> = K extends "inquiries" ? NewQuoteRequest : NewAdLead;

async function insertLead<K extends LeadKind>(tx: AppDb, kind: K, values: NewLead<K>, reference: string) {
  const table = kind === "inquiries" ? contactInquiries : googleAdLeads;
  const [row] = await tx
    .insert(table)
    .values({ ...(values as NewQuoteRequest), reference })
    .returning({ id: table.id, reference: table.reference, email: table.email, isSpam: table.isSpam });
  if (!row) throw new Error("the lead insert returned no row");
  return row;
}

export interface LeadSubmission {
  /** the visitor's address: counts towards the receipt limit */
  clientAddress: string | undefined;
  /** tokens of the site photos uploaded with the form, attached to the lead */
  photoTokens?: readonly string[];
}

/**
 * Stores a lead under a fresh reference, attaches its photos and queues its emails in the same transaction,
 * so the lead and its emails are stored together or not at all: a homeowner told "received" is never a lead
 * without its alert.
 */
export async function storeLead<K extends LeadKind>(
  db: AppDb,
  kind: K,
  values: NewLead<K>,
  { clientAddress, photoTokens }: LeadSubmission,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (transaction) => {
        const tx = transaction as unknown as AppDb;
        const lead = await insertLead(tx, kind, values, await unusedReference(tx));
        await attachLeadPhotos(tx, kind, lead.id, photoTokens);
        // every lead gets its booking link, spam too: the answer must not tell a bot it was caught (the page
        // of a lead held as spam offers a call instead of times)
        const bookingToken = await newBookingLink(tx, kind, lead.id);
        await enqueueLeadEmails(tx, kind, lead, clientAddress, bookingToken);
        // spam is held without a word to anyone's phone, as it is without an alert email
        if (!lead.isSpam) await enqueuePushAlert(tx, "new-lead", { type: "lead", kind, id: lead.id });
        return { ...lead, bookingToken };
      });
    } catch (err) {
      if (attempt >= ATTEMPTS || !isReferenceClash(err)) throw err;
    }
  }
}
