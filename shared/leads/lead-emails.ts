/** The two emails of a lead: the alert to the staff and the homeowner's receipt. */
export const LEAD_EMAIL_KINDS = ["staff-alert", "receipt"] as const;
export type LeadEmailKind = (typeof LEAD_EMAIL_KINDS)[number];

/**
 * Why a receipt was not sent. A submission screened as spam gets none (a bot must not make the business's
 * mail server write to a stranger); neither does a recipient or a visitor past the receipt limit.
 */
export const RECEIPT_NOT_SENT_REASONS = ["spam", "limit"] as const;
export type ReceiptNotSentReason = (typeof RECEIPT_NOT_SENT_REASONS)[number];

/**
 * At most this many receipts in the window to one recipient address, and as many from one visitor
 * address: enough for a homeowner who sends both forms or corrects a typo, too few to mail strangers.
 */
export const RECEIPT_LIMIT = { perRecipient: 3, perVisitor: 3, windowHours: 24 } as const;

/** A lead's emails as staff see them (GET /api/contact and /api/ga-leads, under `emails`). */
export interface LeadEmailStatus {
  id: number;
  kind: LeadEmailKind;
  state: "queued" | "retrying" | "sent" | "failed" | "not-sent";
  /** set when state is "not-sent" */
  notSentReason: ReceiptNotSentReason | null;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

/** GET /api/admin/mail-status */
export interface MailStatus {
  configured: boolean;
  /** the variables that make lead email go out */
  variables: readonly string[];
}

export const MAIL_VARIABLES = ["SMTP_URL", "MAIL_FROM", "LEAD_ALERT_TO"] as const;
