import type { Job } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { Logger } from "../../logger";
import { defaultRetrySchedule, type RetrySchedule } from "./backoff";
import { claimNextJob, markAttemptFailed, markDone, markGivenUp, releaseJob, rescheduleJob } from "./queue";

/**
 * "done"; `{ again }`: done for now, run it again then (a recurring job keeps one row); `{ giveUp }`: it can never
 * succeed (what it was about is gone). A thrown error means: retry later.
 */
export type JobOutcome = "done" | { again: Date } | { giveUp: string };

export interface JobHandler {
  run(job: Job): Promise<JobOutcome>;
  /** releases what the handler holds (a mail transport) once the worker has stopped */
  close?(): void;
}

/** How often the worker looks for due jobs, and when a failed one is retried (tests shorten both). */
export interface JobTiming extends RetrySchedule {
  pollMs: number;
}

export const defaultJobTiming: JobTiming = { pollMs: 1_000, ...defaultRetrySchedule };

/**
 * A claimed job belongs to its worker this long. Handlers must finish well inside it (an SMTP send gives up
 * after 20 s), so a live job is never taken over by a second worker; a worker that dies frees it when it ends.
 */
export const JOB_LEASE_MS = 120_000;

export interface JobWorkerOptions {
  db: AppDb;
  /** the job types this worker runs; jobs of other types wait for a worker that runs them */
  handlers: Record<string, JobHandler>;
  logger: Logger;
  timing?: JobTiming;
}

export interface JobWorker {
  /** finishes the job in progress, takes no more, and closes the handlers */
  stop(): Promise<void>;
}

export function startJobWorker({ db, handlers, logger, timing = defaultJobTiming }: JobWorkerOptions): JobWorker {
  const types = Object.keys(handlers);
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  /** the job being run now, if any: a stop waits for it */
  let current: Job | undefined;

  async function runJob(job: Job) {
    let outcome: JobOutcome;
    try {
      outcome = await handlers[job.type]!.run(job);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      logger.warn({ err, jobId: job.id, type: job.type, attempts: job.attempts }, "job failed; will retry");
      await markAttemptFailed(db, job, reason, timing);
      return;
    }
    if (outcome === "done") {
      await markDone(db, job.id);
      logger.info({ jobId: job.id, type: job.type }, "job done");
    } else if ("again" in outcome) {
      await rescheduleJob(db, job.id, outcome.again);
      logger.info({ jobId: job.id, type: job.type, next: outcome.again.toISOString() }, "job done; runs again later");
    } else {
      await markGivenUp(db, job.id, outcome.giveUp);
      logger.warn({ jobId: job.id, type: job.type, reason: outcome.giveUp }, "job given up");
    }
  }

  async function drain() {
    try {
      for (;;) {
        const job = await claimNextJob(db, types, JOB_LEASE_MS);
        if (!job) break;
        if (stopping) {
          await releaseJob(db, job.id);
          break;
        }
        current = job;
        await runJob(job).finally(() => (current = undefined));
      }
    } catch (err) {
      logger.warn({ err }, "job worker could not reach the queue; trying again shortly");
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
      if (current) logger.info({ jobId: current.id, type: current.type }, "job worker stopping: finishing the job in progress");
      await running;
      for (const handler of Object.values(handlers)) handler.close?.();
    },
  };
}
