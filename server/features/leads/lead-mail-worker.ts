import type { AppDb } from "../../db/client";
import type { AppConfig } from "../../env";
import type { Logger } from "../../logger";
import { smtpTransport } from "../mail/transport";
import { type MailWorker, startMailWorker } from "../mail/worker";
import { leadEmailComposer } from "./lead-emails";
import { MAIL_VARIABLES } from "@shared/lead-emails";

/** Sends queued lead emails while the server runs; without SMTP_URL they wait in the queue. */
export function startLeadMailWorker(db: AppDb, config: AppConfig, logger: Logger): MailWorker | undefined {
  if (!config.mail) {
    logger.warn({ set: MAIL_VARIABLES }, "Email is not configured: new leads are not being emailed");
    return undefined;
  }
  return startMailWorker({ db, transport: smtpTransport(config.mail), compose: leadEmailComposer(db, config, config.mail), logger, timing: config.mail.timing });
}
