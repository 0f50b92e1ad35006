/** A lead's two emails as staff see them (GET /api/contact and /api/ga-leads, under `emails`). */
export interface LeadEmailStatus {
  id: number;
  kind: "staff-alert" | "receipt";
  state: "queued" | "retrying" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
}

/** GET /api/admin/mail-status */
export interface MailStatus {
  configured: boolean;
  /** the variables that make lead email go out */
  variables: readonly string[];
}

/** A lead's reference, e.g. RW-7K3F9Q (no 0/O, 1/I/L, U/V: nothing to mishear on the phone). */
export const LEAD_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
export const LEAD_REFERENCE_PATTERN = /^RW-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/;

export const MAIL_VARIABLES = ["SMTP_URL", "MAIL_FROM", "LEAD_ALERT_TO"] as const;
