import type { Task } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { cancelWaitingTasks, enqueueTask } from "../tasks/queue";
import type { TaskHandler } from "../tasks/worker";
import type { FileStore } from "./file-store";

export const FILE_DELETION_TASK = "file-deletion";

/**
 * Files to delete once the transaction that deleted their rows commits. Queued in that transaction, so the rows and
 * the promise to delete their files are one unit of work: rows never go without their files following, and files
 * never go while their rows stay (a rollback takes the task back too).
 */
export async function queueFileDeletion(tx: AppDb, keys: readonly string[]): Promise<Task | undefined> {
  if (keys.length === 0) return undefined;
  return enqueueTask(tx, { type: FILE_DELETION_TASK, payload: { keys: [...keys] } });
}

/**
 * After the commit: deletes the files at once and takes the task off the queue. Should the store fail (S3 down), the
 * task stays and the worker retries it with backoff: the sweep for any left.
 */
export async function deleteQueuedFiles(db: AppDb, files: FileStore, task: Task | undefined): Promise<void> {
  if (!task) return;
  try {
    await files.delete(task.payload.keys as string[]);
  } catch {
    return;
  }
  await cancelWaitingTasks(db, [task.id]);
}

export function fileDeletionTaskHandlers(files: FileStore): Record<string, TaskHandler> {
  return {
    [FILE_DELETION_TASK]: {
      async run(task) {
        const keys = task.payload.keys;
        if (!Array.isArray(keys)) return { giveUp: "No files named" };
        await files.delete(keys.filter((key): key is string => typeof key === "string"));
        return "done";
      },
    },
  };
}
