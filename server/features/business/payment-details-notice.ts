import escapeHtml from "escape-html";
import { formatNoticeTime } from "@shared/calendar/day-format";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { maskedDetail, PAYMENT_DETAIL_FIELDS, PAYMENT_DETAIL_LABELS, type PaymentDetailField } from "@shared/business-details";
import type { InvoicingDetails } from "@shared/invoicing-details";
import { users } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import type { OutgoingEmail } from "../../infra/mail/transport";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";

export const PAYMENT_DETAILS_NOTICE_TASK = "payment-details-notice";

interface PaymentDetailsNotice {
  to: string;
  by: string;
  /** ISO */
  at: string;
  /** each changed detail, already masked: the queue never holds a whole account number */
  changes: { label: string; before: string; after: string }[];
}

/** The payment details that differ between two sets of business details. */
export function changedPaymentDetails(before: InvoicingDetails, after: Pick<InvoicingDetails, PaymentDetailField>): PaymentDetailField[] {
  return PAYMENT_DETAIL_FIELDS.filter((field) => before[field] !== after[field]);
}

const shown = (field: PaymentDetailField, value: string | number) =>
  field === "cardSurchargePercent" ? `${value}%` : maskedDetail(String(value));

/**
 * In the change's transaction: a notice to every active Owner with an address, old and new masked (•••123). A
 * second Owner hears of a change they did not make before the next invoice goes out with it.
 */
export async function queuePaymentDetailsNotices(
  tx: AppDb,
  before: InvoicingDetails,
  after: Pick<InvoicingDetails, PaymentDetailField>,
  by: string,
): Promise<void> {
  const fields = changedPaymentDetails(before, after);
  if (fields.length === 0) return;
  const changes = fields.map((field) => ({
    label: PAYMENT_DETAIL_LABELS[field],
    before: shown(field, before[field]),
    after: shown(field, after[field]),
  }));
  const owners = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "owner"), isNull(users.disabledAt), isNotNull(users.email)));
  const at = new Date().toISOString();
  for (const owner of owners) {
    const payload: PaymentDetailsNotice = { to: owner.email!, by, at, changes };
    await enqueueTask(tx, { type: PAYMENT_DETAILS_NOTICE_TASK, payload: { ...payload } });
  }
}

export function paymentDetailsNoticeEmail(notice: PaymentDetailsNotice, business: { name: string }): OutgoingEmail {
  const intro = `${notice.by} changed ${business.name}'s payment details on ${formatNoticeTime(notice.at)} (Brisbane time). New invoices show the new details; invoices already issued keep theirs.`;
  const rows = notice.changes.map((change) => `${change.label}: ${change.before} -> ${change.after}`);
  const warning = "If you did not expect this, sign in, check the business details and change your password now.";
  return {
    to: [notice.to],
    subject: "Payment details changed",
    text: [intro, "", ...rows, "", warning].join("\n"),
    html: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p><ul style="margin:0 0 16px">${rows.map((row) => `<li>${escapeHtml(row)}</li>`).join("")}</ul><p style="margin:0 0 16px">${escapeHtml(warning)}</p>`,
  };
}

/** Sends the notices; without SMTP_URL they wait in the queue like every email. */
export function paymentDetailsNoticeTaskHandlers({ config, currentBusiness, logger }: EmailTaskDeps): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport) => ({
    [PAYMENT_DETAILS_NOTICE_TASK]: {
      async run(task) {
        const notice = task.payload as unknown as PaymentDetailsNotice;
        await transport.send(paymentDetailsNoticeEmail(notice, await currentBusiness()));
        logger.info({ taskId: task.id }, "payment details notice sent");
        return "done";
      },
    },
  }));
}
