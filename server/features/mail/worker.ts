import type { LeadEmail } from "@shared/schema";
import { defaultRetrySchedule, type RetrySchedule } from "./backoff";
import type { AppDb } from "../../db/client";
import type { Logger } from "../../logger";
import { claimNextEmail, markAttemptFailed, markGivenUp, markSent, releaseEmail } from "./queue";
import type { MailTransport, OutgoingEmail } from "./transport";
import { SEND_TIMEOUT_MS } from "./transport";

export interface MailWorkerOptions {
  db: AppDb;
  transport: MailTransport;
  /** the message for a queued email, or null when what it was about no longer exists */
  compose(email: LeadEmail): Promise<OutgoingEmail | null>;
  logger: Logger;
  timing?: MailTiming;
}

/** How often the worker looks for due email, and when a failed one is retried (tests shorten both). */
export interface MailTiming extends RetrySchedule {
  pollMs: number;
}

export const defaultMailTiming: MailTiming = { pollMs: 1_000, ...defaultRetrySchedule };

export interface MailWorker {
  /** finishes the send in progress, takes no more, and closes the transport */
  stop(): Promise<void>;
}

/** Several times the longest a send can take, so a live send is never taken over by another worker. */
const LEASE_MS = 6 * SEND_TIMEOUT_MS;

export function startMailWorker({ db, transport, compose, logger, timing = defaultMailTiming }: MailWorkerOptions): MailWorker {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function deliver(email: LeadEmail) {
    try {
      const message = await compose(email);
      if (!message) {
        await markGivenUp(db, email.id, "The lead no longer exists");
        return;
      }
      await transport.send(message);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      logger.warn({ err, emailId: email.id, attempts: email.attempts }, "lead email not sent; will retry");
      await markAttemptFailed(db, email, reason, timing);
      return;
    }
    await markSent(db, email.id);
    logger.info({ emailId: email.id, kind: email.kind, leadKind: email.leadKind, leadId: email.leadId }, "lead email sent");
  }

  async function drain() {
    try {
      for (;;) {
        const email = await claimNextEmail(db, LEASE_MS);
        if (!email) break;
        if (stopping) {
          await releaseEmail(db, email.id);
          break;
        }
        await deliver(email);
      }
    } catch (err) {
      logger.warn({ err }, "mail worker could not reach the queue; trying again shortly");
    }
  }

  function schedule(delay: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  function run() {
    running = running.then(async () => {
      await drain();
      schedule(timing.pollMs);
    });
  }

  run();
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
