import { linkExpired } from "@shared/calendar/brisbane-time";
import type { Lead } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { leadLink, leadOfLink, LINK_DAYS_AFTER_CLOSE } from "../leads";

/**
 * The homeowner's job page link: one per lead, the same in every email about the job (derived, kept as its hash),
 * working until 90 days after the job is completed.
 */
export const jobLink = (db: AppDb, secrets: SecretBox, leadId: number) => leadLink(db, secrets, leadId, "job");
export const jobPath = (token: string) => `/job/${token}`;

export const leadOfJobLink = (db: AppDb, token: string) => leadOfLink(db, "job", token);

export function jobLinkExpired(lead: Pick<Lead, "completedAt">, now = new Date()): boolean {
  return linkExpired(lead.completedAt, LINK_DAYS_AFTER_CLOSE, now);
}
