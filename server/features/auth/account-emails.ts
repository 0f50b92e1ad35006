import escapeHtml from "escape-html";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import { ROLE_LABELS, type AccountRole } from "@shared/auth/roles";
import type { AppDb } from "../../db/client";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import type { OutgoingEmail } from "../../infra/mail/transport";
import { createAccountLink, endLink, LINK_LIFETIME_HOURS, type LinkPurpose, mintLinkToken } from "./account-links";
import { findAccountByEmail } from "./accounts.queries";
import { HOUR_MS } from "@shared/calendar/durations";

export const ACCOUNT_EMAIL_TASK = "account-email";

/** The staff screens that open a one-time link; the token rides in the fragment, which no server or log ever sees. */
export const LINK_PAGES: Record<LinkPurpose, string> = { invite: "/accept-invite", reset: "/reset-password" };

/**
 * What the queue holds for an account email: never a token. An invitation names its link, whose token is made as the
 * email is sent; a reset names only the address asked about, and the worker decides whether it has an account.
 */
type AccountEmailPayload =
  { purpose: "invite"; linkId: number; to: string; role: AccountRole; invitedBy: string } | { purpose: "reset"; to: string };

/** Queues an account email in the transaction that asked for it. */
export async function enqueueAccountEmail(tx: AppDb, payload: AccountEmailPayload): Promise<void> {
  await enqueueTask(tx, { type: ACCOUNT_EMAIL_TASK, payload: { ...payload } });
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

export function accountEmail(payload: AccountEmailPayload, token: string, business: { name: string; siteUrl: string }): OutgoingEmail {
  const link = `${business.siteUrl.replace(/\/$/, "")}${LINK_PAGES[payload.purpose]}#token=${token}`;
  const hours = LINK_LIFETIME_HOURS[payload.purpose];
  const lines =
    payload.purpose === "invite"
      ? {
          subject: `You're invited to the ${business.name} staff area`,
          body: [
            `${payload.invitedBy} has invited you to the staff area of the ${business.name} website as ${ROLE_LABELS[payload.role]}.`,
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

/** How long a reset request may wait for SMTP: after its link's lifetime, a late email would only confuse. */
const RESET_REQUEST_MAX_AGE_MS = LINK_LIFETIME_HOURS.reset * HOUR_MS;

/**
 * Sends invitations and reset links, each token made at the moment of sending; without SMTP_URL the tasks wait in the
 * queue like every email, holding no token.
 */
export function accountEmailTaskHandlers({ db, config, currentBusiness, logger }: EmailTaskDeps): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport) => {
    /** A new link's token for this email; the link ends when the email cannot be sent, and a retry makes another. */
    async function sendWithLink(payload: AccountEmailPayload, linkId: number) {
      const token = await mintLinkToken(db, linkId);
      if (!token) return false;
      try {
        await transport.send(accountEmail(payload, token, await currentBusiness()));
      } catch (err) {
        if (payload.purpose === "reset") await endLink(db, linkId);
        throw err;
      }
      return true;
    }

    return {
      [ACCOUNT_EMAIL_TASK]: {
        async run(task) {
          const payload = task.payload as unknown as AccountEmailPayload;
          if (payload.purpose === "invite") {
            if (typeof payload.linkId !== "number") return { giveUp: "Queued before links were made at sending: invite again" };
            if (!(await sendWithLink(payload, payload.linkId))) return { giveUp: "The invitation was withdrawn, used or has expired" };
          } else {
            if (Date.now() - task.createdAt.getTime() > RESET_REQUEST_MAX_AGE_MS) return { giveUp: "Asked too long ago" };
            const account = await findAccountByEmail(db, payload.to);
            // the same answer was given whether or not the address has an account: only here is it decided
            if (!account || account.disabledAt) return "done";
            const link = await createAccountLink(db, { purpose: "reset", email: payload.to, userId: account.id });
            await sendWithLink(payload, link.id);
          }
          logger.info({ taskId: task.id, purpose: payload.purpose }, "account email sent");
          return "done";
        },
      },
    };
  });
}
