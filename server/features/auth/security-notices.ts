import escapeHtml from "escape-html";
import { formatNoticeTime } from "@shared/calendar/day-format";
import type { AppDb } from "../../db/client";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import type { OutgoingEmail } from "../../infra/mail/transport";

export const SECURITY_NOTICE_TASK = "account-security-notice";

/** What changed on an account; each change tells the account's address (an email change tells the old one). */
export type SecurityChange = "two-step-replaced" | "two-step-off" | "password-changed" | "email-changed";

const WHAT_CHANGED: Record<SecurityChange, string> = {
  "two-step-replaced": "Two-step sign-in on your account was moved to a new authenticator app, with new recovery codes.",
  "two-step-off": "Two-step sign-in on your account was turned off.",
  "password-changed": "The password of your account was changed.",
  "email-changed": "The email address of your account was changed. Password reset links now go to the new address.",
};

interface SecurityNoticePayload {
  change: SecurityChange;
  to: string;
  username: string;
  /** when it happened, ISO */
  at: string;
}

/**
 * Queues the notice in the transaction that made the change: it carries no link, so it may wait for SMTP safely.
 * An account with no address on file (the configured first admin) has nowhere to be told.
 */
export async function enqueueSecurityNotice(
  tx: AppDb,
  notice: Omit<SecurityNoticePayload, "at" | "to"> & { to: string | null },
): Promise<void> {
  if (!notice.to) return;
  await enqueueTask(tx, { type: SECURITY_NOTICE_TASK, payload: { ...notice, at: new Date().toISOString() } });
}

export function securityNoticeEmail(notice: SecurityNoticePayload, business: { name: string; siteUrl: string }): OutgoingEmail {
  const resetLink = `${business.siteUrl.replace(/\/$/, "")}/forgot-password`;
  const lines = [
    `Hello ${notice.username},`,
    `${WHAT_CHANGED[notice.change]} It happened on ${formatNoticeTime(notice.at)} (Brisbane time), and every other device signed in to your account was signed out.`,
    "If this was you, there is nothing to do.",
    `If it was not you, choose a new password now at the link below, and tell the owner of ${business.name} straight away.`,
  ];
  return {
    to: [notice.to],
    subject: `Security notice: your ${business.name} staff account`,
    text: [...lines, "", resetLink].join("\n"),
    html: `${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join("")}<p style="margin:0 0 16px"><a href="${escapeHtml(resetLink)}">${escapeHtml(resetLink)}</a></p>`,
  };
}

/** Sends the notices; without SMTP_URL they wait in the queue like every email. */
export function securityNoticeTaskHandlers({ config, currentBusiness, logger }: EmailTaskDeps): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport) => ({
    [SECURITY_NOTICE_TASK]: {
      async run(task) {
        const notice = task.payload as unknown as SecurityNoticePayload;
        await transport.send(securityNoticeEmail(notice, await currentBusiness()));
        logger.info({ taskId: task.id, change: notice.change }, "security notice sent");
        return "done";
      },
    },
  }));
}
