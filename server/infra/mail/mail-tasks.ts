import type { BusinessProfile } from "@shared/business-profile";
import type { AppDb } from "../../db/client";
import type { AppConfig } from "../../env";
import type { Logger } from "../../logger";
import type { SecretBox } from "../secrets/secret-box";
import type { TaskHandler } from "../tasks/worker";
import { type MailTransport, type SmtpSettings, smtpTransport } from "./transport";

/**
 * Task handlers that send email, made only when SMTP is set up: without it there are none, and their tasks wait in the
 * queue until it is. The set shares one transport, closed when the worker stops.
 */
export function mailTaskHandlers<Mail extends SmtpSettings>(
  mail: Mail | undefined,
  make: (transport: MailTransport, mail: Mail) => Record<string, TaskHandler>,
): Record<string, TaskHandler> {
  if (!mail) return {};
  const transport = smtpTransport(mail);
  const handlers = make(transport, mail);
  const [first] = Object.keys(handlers);
  return first ? { ...handlers, [first]: { ...handlers[first]!, close: () => transport.close() } } : handlers;
}

/** What a feature's email tasks are made from. */
export interface EmailTaskDeps {
  db: AppDb;
  config: AppConfig;
  /** the business profile as it is when an email is written */
  currentBusiness: () => Promise<BusinessProfile>;
  logger: Logger;
  /** SECRETS_KEY's box: homeowner links are derived from it as each email is written */
  secrets: SecretBox;
}
