import escapeHtml from "escape-html";
import type { BusinessProfile } from "@shared/business-profile";
import type { AppDb } from "../../db/client";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import type { OutgoingEmail } from "../../infra/mail/transport";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import { emailButton, greeting, htmlPage, oneLine } from "./lead-email-content";
import { newReviewLink } from "./lead-links";
import { findLead } from "./lead-records";

export const REVIEW_REQUEST_TASK = "review-request";

/** In the transaction that marks the job completed: the homeowner's one review request. */
export const queueReviewRequest = (tx: AppDb, leadId: number) => enqueueTask(tx, { type: REVIEW_REQUEST_TASK, payload: { leadId } });

/** After a completed job, the one review request every customer gets, the same words for all. */
export function reviewRequestEmail(
  to: { name: string; email: string },
  business: BusinessProfile,
  reviewUrl: string,
  googleReviewUrl: string | null,
): OutgoingEmail {
  const lines = [
    greeting(to.name),
    "",
    `Thank you for choosing ${business.name}. Would you tell others how the job went? Whatever your experience, we'd like to hear it.`,
    `Leave a review: ${reviewUrl}`,
    ...(googleReviewUrl ? [`Or review us on Google: ${googleReviewUrl}`] : []),
    "",
    `${business.name} · ${business.phone.display}`,
  ];
  return {
    to: [to.email],
    subject: oneLine(`How did we go? - ${business.name}`),
    text: lines.join("\n"),
    html: htmlPage(
      `<p>${escapeHtml(greeting(to.name))}</p><p>Thank you for choosing ${escapeHtml(business.name)}. Would you tell others how the job went? Whatever your experience, we'd like to hear it.</p>` +
        emailButton(reviewUrl, "Leave a review") +
        (googleReviewUrl ? `<p>Or <a href="${escapeHtml(googleReviewUrl)}">review us on Google</a>.</p>` : "") +
        `<p>${escapeHtml(business.name)} · ${escapeHtml(business.phone.display)}</p>`,
    ),
    replyTo: business.email,
  };
}

/** Sends each review request with a single-use review link, made as the email is written (never kept in the queue). */
export function reviewRequestTaskHandlers({ db, config, currentBusiness }: EmailTaskDeps): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport) => ({
    [REVIEW_REQUEST_TASK]: {
      async run(task) {
        const leadId = Number(task.payload.leadId);
        const lead = await findLead(db, leadId);
        if (!lead) return { giveUp: "The lead no longer exists" };
        const business = await currentBusiness();
        const token = await newReviewLink(db, leadId);
        // the token rides in the fragment, which the review form reads: no server log sees it
        const reviewUrl = `${business.siteUrl}/share-experience#review=${token}`;
        await transport.send(
          reviewRequestEmail({ name: lead.name, email: lead.email }, business, reviewUrl, business.googleReviewUrl || null),
        );
        return "done";
      },
    },
  }));
}
