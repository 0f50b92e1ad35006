import nodemailer from "nodemailer";

export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** an iCalendar invitation (or its cancellation): calendar apps offer to add it */
  calendar?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
}

/** Where mail goes out: the SMTP server and the sender (server/env.ts reads them from SMTP_URL and MAIL_FROM). */
export interface SmtpSettings {
  smtpUrl: string;
  from: string;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer. The timeouts keep one send well inside the task worker's lease, so a send
 * that hangs fails and is retried instead of being taken by a second worker while still running.
 */
export const SEND_TIMEOUT_MS = 20_000;

export function smtpTransport(mail: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send({ calendar, ...email }) {
      await transporter.sendMail({ from: mail.from, ...email, ...(calendar ? { icalEvent: calendar } : {}) });
    },
    close: () => transporter.close(),
  };
}
