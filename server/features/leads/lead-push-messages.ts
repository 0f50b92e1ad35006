import { AD_SERVICE_OPTIONS } from "@shared/constants";
import type { PushMessage } from "@shared/push/push-alerts";
import type { AppDb } from "../../db/client";
import type { PushJobPayload } from "../../infra/push/push-queue";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import { findLead } from "./lead-records";

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The alert line of a lead's event, written when it is sent: "New quote request: Jane, Timber Fencing, Chermside",
 * and the lead's page in /admin. Only what a lock screen may show: first name, service, suburb and reference.
 */
export async function leadPushMessage(db: AppDb, payload: PushJobPayload): Promise<PushMessage | null> {
  if (payload.subject.type !== "lead") return null;
  const lead = await findLead(db, payload.subject.id);
  if (!lead) return null;
  const service =
    lead.kind === "inquiries" ? lead.service : (AD_SERVICE_OPTIONS.find((option) => option.value === lead.service)?.label ?? lead.service);
  const facts = [firstName(lead.name), service, lead.location].filter(Boolean).join(", ");
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
