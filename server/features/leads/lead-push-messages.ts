import { AD_SERVICE_OPTIONS } from "@shared/constants";
import type { PushMessage } from "@shared/push/push-alerts";
import type { Lead } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { PushTaskPayload } from "../../infra/push/push-queue";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import { findLead } from "./lead-records";

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** What a lock screen or a text may say of a lead: "Jane, Timber Fencing, Chermside" (first name, service, suburb). */
export function leadFacts(lead: Pick<Lead, "kind" | "name" | "service" | "location">): string {
  const service =
    lead.kind === "inquiries" ? lead.service : (AD_SERVICE_OPTIONS.find((option) => option.value === lead.service)?.label ?? lead.service);
  return [firstName(lead.name), service, lead.location].filter(Boolean).join(", ");
}

/**
 * The alert line of a lead's event, written when it is sent: "New quote request: Jane, Timber Fencing, Chermside",
 * and the lead's page in /admin. Only what a lock screen may show: first name, service, suburb and reference.
 */
export async function leadPushMessage(db: AppDb, payload: PushTaskPayload): Promise<PushMessage | null> {
  if (payload.subject.type !== "lead") return null;
  const lead = await findLead(db, payload.subject.id);
  if (!lead) return null;
  const facts = leadFacts(lead);
  const title = {
    "new-lead": `New quote request: ${facts}`,
    "visit-booked": `Site visit booked: ${facts}`,
    "quote-accepted": `Quote accepted: ${facts}`,
    "review-waiting": `New review: ${facts}`,
    "payment-received": `Payment received: ${facts}`,
    "text-reply": `Text reply: ${facts}`,
  }[payload.alert];
  return { title, body: `${lead.reference}. Tap to open the lead.`, url: leadAdminPath(lead) };
}
