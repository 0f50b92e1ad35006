import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { CrewDays } from "@shared/crew/crew-api";

/** A change made on the phone, waiting to be sent: exactly what POST /api/crew/sync takes, plus when it was queued. */
export interface QueuedOp {
  opId: string;
  at: string;
  type: string;
  jobId: number;
  [field: string]: unknown;
}

export interface QueuedPhoto {
  opId: string;
  jobId: number;
  stage: number;
  itemId?: number;
  takenAt: string;
  blob: Blob;
  name: string;
}

export interface QueuedSignOff {
  opId: string;
  jobId: number;
  at: string;
  signerName: string;
  signature: string;
}

/** A change the server would not take, kept with its message until the member dismisses it. */
export interface RefusedChange {
  opId: string;
  what: string;
  message: string;
}

interface CrewDb extends DBSchema {
  week: { key: string; value: { days: CrewDays; savedAt: string } };
  ops: { key: string; value: QueuedOp & { seq: number }; indexes: { bySeq: number } };
  photos: { key: string; value: QueuedPhoto & { seq: number } };
  signOffs: { key: string; value: QueuedSignOff };
  refused: { key: string; value: RefusedChange };
}

let opened: Promise<IDBPDatabase<CrewDb>> | undefined;

/**
 * The phone's own copy of the crew's week and of every change not yet sent (IndexedDB): the app opens and works
 * in airplane mode, and nothing recorded is lost when the page closes before it was sent.
 */
export function crewDb(): Promise<IDBPDatabase<CrewDb>> {
  opened ??= openDB<CrewDb>("crew-app", 1, {
    upgrade(db) {
      db.createObjectStore("week");
      db.createObjectStore("ops", { keyPath: "opId" }).createIndex("bySeq", "seq");
      db.createObjectStore("photos", { keyPath: "opId" });
      db.createObjectStore("signOffs", { keyPath: "opId" });
      db.createObjectStore("refused", { keyPath: "opId" });
    },
  });
  return opened;
}

/**
 * Signing out leaves nothing of the homeowners behind on the phone: the week (names, numbers, addresses) and the
 * kept thumbnails go. Changes still waiting are never dropped: the app does not sign out while any wait.
 */
export async function forgetWeek(photoCache: string): Promise<void> {
  await (await crewDb()).delete("week", "current");
  if (typeof caches !== "undefined") await caches.delete(photoCache);
}
