import type { Task } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { Logger } from "../../logger";
import { defaultRetrySchedule, type RetrySchedule } from "./backoff";
import { claimNextTask, markAttemptFailed, markDone, markGivenUp, releaseTask, rescheduleTask } from "./queue";

/**
 * "done"; `{ again }`: done for now, run it again then (a recurring task keeps one row); `{ giveUp }`: it can never
 * succeed (what it was about is gone). A thrown error means: retry later.
 */
export type TaskOutcome = "done" | { again: Date } | { giveUp: string };

export interface TaskHandler {
  run(task: Task): Promise<TaskOutcome>;
  /** releases what the handler holds (a mail transport) once the worker has stopped */
  close?(): void;
}

/** How often the worker looks for due tasks, and when a failed one is retried (tests shorten both). */
export interface TaskTiming extends RetrySchedule {
  pollMs: number;
}

export const defaultTaskTiming: TaskTiming = { pollMs: 1_000, ...defaultRetrySchedule };

/**
 * A claimed task belongs to its worker this long. Handlers must finish well inside it (an SMTP send gives up
 * after 20 s), so a live task is never taken over by a second worker; a worker that dies frees it when it ends.
 */
export const TASK_LEASE_MS = 120_000;

export interface TaskWorkerOptions {
  db: AppDb;
  /** the task types this worker runs; tasks of other types wait for a worker that runs them */
  handlers: Record<string, TaskHandler>;
  logger: Logger;
  timing?: TaskTiming;
}

export interface TaskWorker {
  /** finishes the task in progress, takes no more, and closes the handlers */
  stop(): Promise<void>;
}

export function startTaskWorker({ db, handlers, logger, timing = defaultTaskTiming }: TaskWorkerOptions): TaskWorker {
  const types = Object.keys(handlers);
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  /** the task being run now, if any: a stop waits for it */
  let current: Task | undefined;

  async function runTask(task: Task) {
    let outcome: TaskOutcome;
    try {
      outcome = await handlers[task.type]!.run(task);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      logger.warn({ err, taskId: task.id, type: task.type, attempts: task.attempts }, "task failed; will retry");
      await markAttemptFailed(db, task, reason, timing);
      return;
    }
    if (outcome === "done") {
      await markDone(db, task.id);
      logger.info({ taskId: task.id, type: task.type }, "task done");
    } else if ("again" in outcome) {
      await rescheduleTask(db, task.id, outcome.again);
      logger.info({ taskId: task.id, type: task.type, next: outcome.again.toISOString() }, "task done; runs again later");
    } else {
      await markGivenUp(db, task.id, outcome.giveUp);
      logger.warn({ taskId: task.id, type: task.type, reason: outcome.giveUp }, "task given up");
    }
  }

  async function drain() {
    try {
      for (;;) {
        const task = await claimNextTask(db, types, TASK_LEASE_MS);
        if (!task) break;
        if (stopping) {
          await releaseTask(db, task.id);
          break;
        }
        current = task;
        await runTask(task).finally(() => (current = undefined));
      }
    } catch (err) {
      logger.warn({ err }, "task worker could not reach the queue; trying again shortly");
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
      if (current) logger.info({ taskId: current.id, type: current.type }, "task worker stopping: finishing the task in progress");
      await running;
      for (const handler of Object.values(handlers)) handler.close?.();
    },
  };
}
