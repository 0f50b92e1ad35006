import escapeHtml from "escape-html";
import { type EmailJobDeps, mailJobHandlers } from "../../infra/mail/mail-jobs";
import { ROLE_LABELS, type StaffRole } from "@shared/staff/roles";
import type { AppDb } from "../../db/client";
import { clearJobPayload, enqueueJob } from "../../infra/jobs/queue";
import type { JobHandler } from "../../infra/jobs/worker";
import type { OutgoingEmail } from "../../infra/mail/transport";
import { LINK_LIFETIME_HOURS, type LinkPurpose } from "./account-links";

export const ACCOUNT_EMAIL_JOB = "account-email";

/** The staff screens that open a one-time link; the token rides in the fragment, which no server or log ever sees. */
export const LINK_PAGES: Record<LinkPurpose, string> = { invite: "/accept-invite", reset: "/reset-password" };

interface AccountEmailPayload {
  purpose: LinkPurpose;
  to: string;
  token: string;
  role?: StaffRole;
  invitedBy?: string;
}

/**
 * Queues the email carrying a one-time link, in the transaction that made the link. The token has to travel
 * through the queue to survive an SMTP outage; the job's payload is emptied as soon as it is sent.
 */
export async function enqueueAccountEmail(tx: AppDb, payload: AccountEmailPayload): Promise<void> {
  await enqueueJob(tx, { type: ACCOUNT_EMAIL_JOB, payload: { ...payload } });
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

export function accountEmail(payload: AccountEmailPayload, business: { name: string; siteUrl: string }): OutgoingEmail {
  const link = `${business.siteUrl.replace(/\/$/, "")}${LINK_PAGES[payload.purpose]}#token=${payload.token}`;
  const hours = LINK_LIFETIME_HOURS[payload.purpose];
  const lines =
    payload.purpose === "invite"
      ? {
          subject: `You're invited to the ${business.name} staff area`,
          body: [
            `${payload.invitedBy ?? "The owner"} has invited you to the staff area of the ${business.name} website as ${ROLE_LABELS[payload.role ?? "staff"]}.`,
            `Open the link below to choose your username and password. It works once, for ${hours} hours.`,
          ],
        }
      : {
          subject: `Choose a new password for the ${business.name} staff area`,
          body: [
            "Someone (we hope you) asked to choose a new password for your staff account.",
            `Open the link below to choose it. It works once, for ${hours === 1 ? "one hour" : `${hours} hours`}, and signs your account out everywhere else.`,
            "If you did not ask, ignore this email: your password stays as it is.",
          ],
        };
  return {
    to: [payload.to],
    subject: lines.subject,
    text: [...lines.body, "", link].join("\n"),
    html: `${lines.body.map(paragraph).join("")}<p style="margin:0 0 16px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** Sends invitations and reset links; without SMTP_URL they wait in the queue like every email. */
export function accountEmailJobHandlers({ db, config, currentBusiness, logger }: EmailJobDeps): Record<string, JobHandler> {
  return mailJobHandlers(config.mail, (transport) => {
    return {
      [ACCOUNT_EMAIL_JOB]: {
        async run(job) {
          const payload = job.payload as unknown as AccountEmailPayload;
          if (!payload.token) return { giveUp: "The link was already sent" };
          await transport.send(accountEmail(payload, await currentBusiness()));
          await clearJobPayload(db, job.id);
          logger.info({ jobId: job.id, purpose: payload.purpose }, "account email sent");
          return "done";
        },
      },
    };
  });
}
