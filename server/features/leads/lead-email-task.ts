import { eq } from "drizzle-orm";
import { AD_SERVICE_OPTIONS, BUDGET_OPTIONS, LENGTH_OPTIONS, TIMELINE_OPTIONS } from "@shared/constants";
import { MAIL_VARIABLES } from "@shared/leads/lead-emails";
import { leadAdminPath } from "@shared/leads/lead-kinds";
import { type AdLead, asKindedLead, type QuoteRequestLead } from "@shared/leads/lead-rows";
import { estimateRangeText } from "@shared/estimates/estimate-lead";
import { type Task, leadEmails } from "@shared/schema";
import { findLocalities } from "@shared/service-area/localities";
import type { AppConfig, MailConfig } from "../../env";
import type { TaskHandler } from "../../infra/tasks/worker";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import { type LeadForEmail, receiptEmail, staffAlertEmail } from "./lead-email-content";
import { LEAD_EMAIL_TASK } from "./lead-emails";
import { bookingLink, bookingPath } from "./booking-links";
import { photosOfLeads } from "./lead-photos";
import type { LeadParts } from "./lead-parts";
import { findLead } from "./lead-records";

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const adminUrl = (config: AppConfig, lead: QuoteRequestLead | AdLead) =>
  `${config.business.siteUrl.replace(/\/$/, "")}${leadAdminPath(lead)}`;

function quoteForEmail(lead: QuoteRequestLead, config: AppConfig, photoCount: number): LeadForEmail {
  const choices: [string, string][] = [
    ["Services", lead.service],
    ["Length", label(LENGTH_OPTIONS, lead.length)],
    ["Timeline", label(TIMELINE_OPTIONS, lead.timeline)],
    ["Budget", label(BUDGET_OPTIONS, lead.budget)],
  ];
  const place = findLocalities(lead.location);
  return {
    kindLabel: "New quote request",
    reference: lead.reference,
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
      ...choices.slice(1),
    ],
    choices: place ? [...choices.slice(0, 1), ["Suburb", place.name], ...choices.slice(1)] : choices,
    spamReason: lead.isSpam ? (lead.spamReason ?? "spam rules") : null,
    receivedAt: lead.createdAt,
    adminUrl: adminUrl(config, lead),
    photoCount,
  };
}

function adLeadForEmail(lead: AdLead, config: AppConfig, photoCount: number): LeadForEmail {
  const service = label(AD_SERVICE_OPTIONS, lead.service);
  return {
    kindLabel: "New ad lead",
    reference: lead.reference,
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
    choices: [["Service", service]],
    spamReason: lead.isSpam ? (lead.spamReason ?? "spam rules") : null,
    receivedAt: lead.createdAt,
    adminUrl: adminUrl(config, lead),
    photoCount,
  };
}

/** The message of a lead email, built when it is sent, so it goes to the addresses configured then. */
async function composeLeadEmail({ db, config, currentBusiness, secrets, estimateForLead }: LeadEmailDeps, mail: MailConfig, task: Task) {
  const email = await db.query.leadEmails.findFirst({ where: eq(leadEmails.id, Number(task.payload.leadEmailId)) });
  if (!email) return null;
  const row = await findLead(db, email.leadId);
  if (!row) return null;
  const photoCount = (await photosOfLeads(db, [row.id])).get(row.id)?.length ?? 0;
  const kinded = asKindedLead(row);
  const lead = kinded.kind === "inquiries" ? quoteForEmail(kinded, config, photoCount) : adLeadForEmail(kinded, config, photoCount);
  if (email.kind === "staff-alert") return staffAlertEmail(lead, mail.alertTo);
  const business = await currentBusiness();
  const sentEstimate = await estimateForLead(db, row.id);
  return receiptEmail(
    lead,
    business,
    `${business.siteUrl}${bookingPath(await bookingLink(db, secrets, row.id))}`,
    sentEstimate ? { range: estimateRangeText(sentEstimate.estimate) } : undefined,
  );
}

/** Sends queued lead emails through SMTP; without SMTP_URL there is no handler and they wait in the queue. */
/** The lead's emails are made from the mail settings, and the receipt shows the estimate a lead was sent with. */
export type LeadEmailDeps = EmailTaskDeps & Pick<LeadParts, "estimateForLead">;

export function leadEmailTaskHandlers(deps: LeadEmailDeps): Record<string, TaskHandler> {
  const { config, logger } = deps;
  if (!config.mail) logger.warn({ set: MAIL_VARIABLES }, "Email is not configured: new leads are not being emailed");
  return mailTaskHandlers(config.mail, (transport, mail) => ({
    [LEAD_EMAIL_TASK]: {
      async run(task) {
        const message = await composeLeadEmail(deps, mail, task);
        if (!message) return { giveUp: "The lead no longer exists" };
        await transport.send(message);
        return "done";
      },
    },
  }));
}
