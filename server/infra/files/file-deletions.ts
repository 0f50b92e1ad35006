import type { Job } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { cancelWaitingJobs, enqueueJob } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";
import type { FileStore } from "./file-store";

export const FILE_DELETION_JOB = "file-deletion";

/**
 * Files to delete once the transaction that deleted their rows commits. Queued in that transaction, so the rows and
 * the promise to delete their files are one unit of work: rows never go without their files following, and files
 * never go while their rows stay (a rollback takes the job back too).
 */
export async function queueFileDeletion(tx: AppDb, keys: readonly string[]): Promise<Job | undefined> {
  if (keys.length === 0) return undefined;
  return enqueueJob(tx, { type: FILE_DELETION_JOB, payload: { keys: [...keys] } });
}

/**
 * After the commit: deletes the files at once and takes the job off the queue. Should the store fail (S3 down), the
 * job stays and the worker retries it with backoff: the sweep for any left.
 */
export async function deleteQueuedFiles(db: AppDb, files: FileStore, job: Job | undefined): Promise<void> {
  if (!job) return;
  try {
    await files.delete(job.payload.keys as string[]);
  } catch {
    return;
  }
  await cancelWaitingJobs(db, [job.id]);
}

export function fileDeletionJobHandlers(files: FileStore): Record<string, JobHandler> {
  return {
    [FILE_DELETION_JOB]: {
      async run(job) {
        const keys = job.payload.keys;
        if (!Array.isArray(keys)) return { giveUp: "No files named" };
        await files.delete(keys.filter((key): key is string => typeof key === "string"));
        return "done";
      },
    },
  };
}
