import { AD_SERVICE_OPTIONS } from "@shared/constants";
import { OWNER_NOTICE, type PushMessage } from "@shared/push/push-alerts";
import type { Lead } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { PushTaskPayload } from "../../infra/push/push-queue";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import { findLead } from "./lead-records";
import { textFirstName } from "@shared/texts/text-words";

/** What a lock screen or a text may say of a lead: "Jane, Timber Fencing, Chermside" (first name, service, suburb). */
export function leadFacts(lead: Pick<Lead, "kind" | "name" | "service" | "location">): string {
  const service =
    lead.kind === "inquiries" ? lead.service : (AD_SERVICE_OPTIONS.find((option) => option.value === lead.service)?.label ?? lead.service);
  return [textFirstName(lead.name), service, lead.location].filter(Boolean).join(", ");
}

/**
 * The alert line of a lead's event, written when it is sent: "New quote request: Jane, Timber Fencing, Chermside",
 * and the lead's page in /admin. Only what a lock screen may show: first name, service, suburb and reference.
 */
export async function leadPushMessage(db: AppDb, payload: PushTaskPayload): Promise<PushMessage | null> {
  if (payload.subject.type !== "lead" || payload.alert === OWNER_NOTICE) return null;
  const alert = payload.alert;
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
  }[alert];
  return { title, body: `${lead.reference}. Tap to open the lead.`, url: leadAdminPath(lead) };
}
