import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { LEAD_REFERENCE_ALPHABET, LEAD_REFERENCE_LENGTH, LEAD_REFERENCE_PREFIX } from "@shared/leads/lead-reference";
import { leads } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { enqueuePushAlert } from "../../infra/push/push-queue";
import { enqueueLeadEmails } from "./lead-emails";
import { attachLeadPhotos } from "./lead-photos";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { bookingLink } from "./booking-links";

function newLeadReference(): string {
  let code = "";
  for (let i = 0; i < LEAD_REFERENCE_LENGTH; i++) code += LEAD_REFERENCE_ALPHABET[randomInt(LEAD_REFERENCE_ALPHABET.length)];
  return `${LEAD_REFERENCE_PREFIX}${code}`;
}

async function unusedReference(tx: AppDb): Promise<string> {
  for (;;) {
    const reference = newLeadReference();
    const [taken] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.reference, reference));
    if (!taken) return reference;
  }
}

const ATTEMPTS = 3;

/** Two leads drew the same reference at the same moment: practically never, but then the lead is stored with a new one. */
function isReferenceClash(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505" && constraint === "leads_reference_unique") return true;
  }
  return false;
}

/** A lead as a form gives it: the kind and its fields, the screening verdict; the reference is drawn here. */
export type NewLead = Omit<typeof leads.$inferInsert, "reference" | "id">;

export interface LeadSubmission {
  /** the visitor's address: counts towards the receipt limit */
  clientAddress: string | undefined;
  /** tokens of the site photos uploaded with the form, attached to the lead */
  photoTokens?: readonly string[];
  /** what else is stored with the lead, in its transaction (an instant estimate's figures) */
  alongside?: (tx: AppDb, leadId: number) => Promise<void>;
  /** the form's "Text me about my quote" tick, and which form it was ("Quote form", "Instant estimate") */
  textConsent?: { given: boolean; form: string };
}

/** A lead as stored, with what a follow-up needs of it. */
export interface StoredLead {
  id: number;
  reference: string;
  email: string;
  isSpam: boolean;
  name: string;
  phone: string;
}

/**
 * What a feature built on leads does with every new lead (texts: the consent, the receipt text and the check five
 * minutes on). app.ts hands them in. Each is called with the submission before the lead's transaction opens, to read
 * what it needs (the business profile, say: a read of db inside the transaction would wait on the transaction's own
 * connection, the only one the embedded database has), and answers what to write in the transaction.
 */
export type NewLeadFollowUp = (submission: LeadSubmission) => Promise<(tx: AppDb, lead: StoredLead) => Promise<void>>;

/** Where leads are stored: the database, the key links are derived with, and what follows each new lead. */
export interface LeadStore {
  db: AppDb;
  secrets: SecretBox;
  followUps: readonly NewLeadFollowUp[];
}

/**
 * Stores a lead under a fresh reference, attaches its photos and queues its emails in the same transaction,
 * so the lead and its emails are stored together or not at all: a homeowner told "received" is never a lead
 * without its alert.
 */
export async function storeLead({ db, secrets, followUps }: LeadStore, values: NewLead, submission: LeadSubmission) {
  const { clientAddress, photoTokens, alongside } = submission;
  const followUpWrites = await Promise.all(followUps.map((followUp) => followUp(submission)));
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (transaction) => {
        const tx = transaction as unknown as AppDb;
        const [lead] = await tx
          .insert(leads)
          .values({ ...values, reference: await unusedReference(tx) })
          .returning({
            id: leads.id,
            reference: leads.reference,
            email: leads.email,
            isSpam: leads.isSpam,
            name: leads.name,
            phone: leads.phone,
          });
        await attachLeadPhotos(tx, lead!.id, photoTokens);
        await alongside?.(tx, lead!.id);
        // every lead gets its booking link, spam too: the answer must not tell a bot it was caught (the page
        // of a lead held as spam offers a call instead of times)
        const bookingToken = await bookingLink(tx, secrets, lead!.id);
        await enqueueLeadEmails(tx, lead!, clientAddress);
        for (const write of followUpWrites) await write(tx, lead!);
        // spam is held without a word to anyone's phone, as it is without an alert email
        if (!lead!.isSpam) await enqueuePushAlert(tx, "new-lead", { type: "lead", id: lead!.id });
        return { ...lead!, bookingToken };
      });
    } catch (err) {
      if (attempt >= ATTEMPTS || !isReferenceClash(err)) throw err;
    }
  }
}
