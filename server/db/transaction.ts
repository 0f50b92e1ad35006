import type { AppDb } from "./client";

/** Runs `work` in one transaction, with the transaction typed as the database it stands for. */
export function inTransaction<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as AppDb));
}
