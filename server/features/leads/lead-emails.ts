import { and, eq, inArray } from "drizzle-orm";
import { AD_SERVICE_OPTIONS, BUDGET_OPTIONS, LENGTH_OPTIONS, TIMELINE_OPTIONS } from "@shared/constants";
import { type ContactInquiry, contactInquiries, type GoogleAdLead, googleAdLeads, type LeadEmail, leadEmails } from "@shared/schema";
import { emailAddress } from "@shared/validation/quote-request";
import type { AppDb } from "../../db/client";
import type { AppConfig, MailConfig } from "../../env";
import type { OutgoingEmail } from "../mail/transport";
import { type LeadForEmail, receiptEmail, staffAlertEmail } from "./lead-email-content";

export type LeadKind = "quote" | "ad";
export const LEAD_EMAIL_KINDS = ["staff-alert", "receipt"] as const;

/** One of a lead's emails as staff see it (shared/lead-emails.ts: LeadEmailStatus, after JSON). */
export const emailState = ({ id, kind, state, attempts, lastError, sentAt, nextAttemptAt }: LeadEmail) => ({
  id,
  kind,
  state,
  attempts,
  lastError,
  sentAt,
  nextAttemptAt,
});

const isValidAddress = (address: string) => emailAddress.safeParse(address).success;

/**
 * Queues the staff alert and the homeowner's receipt of a lead. Call it inside the transaction that
 * stores the lead, so a lead is never stored without its emails. Calling it again for the same lead
 * queues nothing twice. No receipt goes to an address that fails the form's validation.
 */
export async function enqueueLeadEmails(tx: AppDb, kind: LeadKind, lead: { id: number; email: string }): Promise<void> {
  const kinds = LEAD_EMAIL_KINDS.filter((k) => k !== "receipt" || isValidAddress(lead.email));
  await tx
    .insert(leadEmails)
    .values(kinds.map((k) => ({ leadKind: kind, leadId: lead.id, kind: k })))
    .onConflictDoNothing();
}

/** The lead rows with their emails' states under `emails` (staff lists). */
export async function withEmailStates<Row extends { id: number }>(db: AppDb, kind: LeadKind, rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const emails = ids.length
    ? await db
        .select()
        .from(leadEmails)
        .where(and(eq(leadEmails.leadKind, kind), inArray(leadEmails.leadId, ids)))
        .orderBy(leadEmails.id)
    : [];
  const byLead = new Map<number, ReturnType<typeof emailState>[]>();
  for (const email of emails) byLead.set(email.leadId, [...(byLead.get(email.leadId) ?? []), emailState(email)]);
  return rows.map((row) => ({ ...row, emails: byLead.get(row.id) ?? [] }));
}

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The lead opened in the lead desk (its tab and id, as the desk keeps them in the address). */
function adminUrl(config: AppConfig, tab: string, id: number) {
  return `${config.business.siteUrl.replace(/\/$/, "")}/admin?tab=${tab}&lead=${id}`;
}

function quoteForEmail(lead: ContactInquiry, config: AppConfig): LeadForEmail {
  const reference = lead.reference ?? `#${lead.id}`;
  return {
    kindLabel: "New quote request",
    reference,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    suburb: lead.location,
    fields: [
      ["Name", lead.name],
      ["Phone", lead.phone],
      ["Email", lead.email],
      ["Services", lead.service],
      ["Location", lead.location],
      ["Length", label(LENGTH_OPTIONS, lead.length)],
      ["Timeline", label(TIMELINE_OPTIONS, lead.timeline)],
      ["Budget", label(BUDGET_OPTIONS, lead.budget)],
    ],
    receivedAt: lead.createdAt,
    adminUrl: adminUrl(config, "inquiries", lead.id),
  };
}

function adLeadForEmail(lead: GoogleAdLead, config: AppConfig): LeadForEmail {
  const reference = lead.reference ?? `#${lead.id}`;
  const service = label(AD_SERVICE_OPTIONS, lead.service);
  return {
    kindLabel: "New ad lead",
    reference,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service,
    fields: [
      ["Name", lead.name],
      ["Phone", lead.phone],
      ["Email", lead.email],
      ["Service", service],
      ["Message", lead.message],
    ],
    receivedAt: lead.createdAt,
    adminUrl: adminUrl(config, "ga-leads", lead.id),
  };
}

async function loadLead(db: AppDb, kind: string, id: number, config: AppConfig): Promise<LeadForEmail | null> {
  if (kind === "quote") {
    const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    return row ? quoteForEmail(row, config) : null;
  }
  const [row] = await db.select().from(googleAdLeads).where(eq(googleAdLeads.id, id));
  return row ? adLeadForEmail(row, config) : null;
}

/** The message of a queued email, built when it is sent, so it goes to the addresses configured then. */
export function leadEmailComposer(db: AppDb, config: AppConfig, mail: MailConfig) {
  return async (email: LeadEmail): Promise<OutgoingEmail | null> => {
    const lead = await loadLead(db, email.leadKind, email.leadId, config);
    if (!lead) return null;
    if (email.kind === "staff-alert") return staffAlertEmail(lead, mail.alertTo);
    if (!isValidAddress(lead.email)) return null;
    return receiptEmail(lead, config.business);
  };
}
