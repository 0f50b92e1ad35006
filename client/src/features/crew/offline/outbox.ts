import type { CrewPhotoAnswer, CrewSyncAnswer } from "@shared/crew/crew-api";
import { crewDb, type QueuedOp, type QueuedPhoto, type QueuedSignOff, type RefusedChange } from "./crew-store";

/** What the sync bar and the screens show of the changes on this phone. */
export interface OutboxState {
  ops: QueuedOp[];
  photos: QueuedPhoto[];
  signOffs: QueuedSignOff[];
  refused: RefusedChange[];
  sending: boolean;
}

const listeners = new Set<() => void>();
let state: OutboxState = { ops: [], photos: [], signOffs: [], refused: [], sending: false };
/** Set after each send that changed what the server holds, so the week is read again. */
let sentAt = 0;

export const outboxState = () => state;
export const lastSentAt = () => sentAt;
export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

async function reload(changes: Partial<OutboxState> = {}) {
  const db = await crewDb();
  const [ops, photos, signOffs, refused] = await Promise.all([
    db.getAllFromIndex("ops", "bySeq"),
    db.getAll("photos"),
    db.getAll("signOffs"),
    db.getAll("refused"),
  ]);
  state = { ...state, ops, photos: photos.sort((a, b) => a.seq - b.seq), signOffs, refused, ...changes };
  listeners.forEach((listener) => listener());
}

export const waitingCount = (outbox: OutboxState) => outbox.ops.length + outbox.photos.length + outbox.signOffs.length;

/** Keeps a change on the phone (the work is recorded, signal or not), then tries to send it. */
export async function queueOp(op: QueuedOp) {
  await (await crewDb()).put("ops", { ...op, seq: Date.now() + Math.random() });
  await reload();
  void sendWaiting();
}

export async function queuePhoto(photo: QueuedPhoto) {
  await (await crewDb()).put("photos", { ...photo, seq: Date.now() + Math.random() });
  await reload();
  void sendWaiting();
}

export async function queueSignOff(signOff: QueuedSignOff) {
  await (await crewDb()).put("signOffs", signOff);
  await reload();
  void sendWaiting();
}

export async function dismissRefused(opId: string) {
  await (await crewDb()).delete("refused", opId);
  await reload();
}

const OP_WORDS: Record<string, string> = {
  "clock-on": "Clock on",
  "clock-off": "Clock off",
  check: "Checklist tick",
  material: "Material",
  note: "Note",
  "stage-done": "Stage done",
};

/** An answer the server gave on purpose (4xx): the change is refused, not lost in transit. */
class Refusal extends Error {}

async function send(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, { credentials: "include", ...init });
  if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 408 && res.status !== 429) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Refusal(body.message ?? `Refused (${res.status})`);
  }
  if (!res.ok) throw new Error(`Not sent (${res.status})`);
  return res;
}

async function refuse(store: "ops" | "photos" | "signOffs", opId: string, what: string, message: string) {
  const db = await crewDb();
  const tx = db.transaction([store, "refused"], "readwrite");
  await tx.objectStore(store).delete(opId);
  await tx.objectStore("refused").put({ opId, what, message });
  await tx.done;
}

/** Photos first (a tick of a photo-required item needs its photo there), then the changes in order, then sign-offs. */
async function sendAll(): Promise<boolean> {
  const db = await crewDb();
  let changed = false;
  for (const photo of (await db.getAll("photos")).sort((a, b) => a.seq - b.seq)) {
    const body = new FormData();
    body.append("opId", photo.opId);
    body.append("jobId", String(photo.jobId));
    body.append("stage", String(photo.stage));
    body.append("takenAt", photo.takenAt);
    if (photo.itemId !== undefined) body.append("itemId", String(photo.itemId));
    body.append("photo", photo.blob, photo.name);
    try {
      (await (await send("/api/crew/photos", { method: "POST", body })).json()) as CrewPhotoAnswer;
      await db.delete("photos", photo.opId);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      await refuse("photos", photo.opId, "Photo", error.message);
    }
    changed = true;
  }
  const ops = await db.getAllFromIndex("ops", "bySeq");
  for (let start = 0; start < ops.length; start += 100) {
    const batch = ops.slice(start, start + 100).map(({ seq: _seq, ...op }) => op);
    const res = await send("/api/crew/sync", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ops: batch }),
    });
    const { results } = (await res.json()) as CrewSyncAnswer;
    for (const [at, result] of results.entries()) {
      const op = batch[at]!;
      if (result.status === "refused") await refuse("ops", op.opId, OP_WORDS[op.type] ?? op.type, result.message);
      else await db.delete("ops", op.opId);
    }
    changed = true;
  }
  for (const signOff of await db.getAll("signOffs")) {
    const { jobId, ...body } = signOff;
    try {
      await send(`/api/crew/jobs/${jobId}/sign-off`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      await db.delete("signOffs", signOff.opId);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      await refuse("signOffs", signOff.opId, "Sign-off", error.message);
    }
    changed = true;
  }
  return changed;
}

let running: Promise<void> | undefined;

/** Sends every waiting change; a change that does not get through (no signal) stays, and is tried again later. */
export function sendWaiting(): Promise<void> {
  running ??= (async () => {
    await reload({ sending: true });
    try {
      if (await sendAll()) sentAt = Date.now();
    } catch {
      // no signal, or the server is away: everything not sent stays queued
    } finally {
      running = undefined;
      await reload({ sending: false });
    }
  })();
  return running;
}

/** How often the phone tries again while changes wait: well inside the 30 seconds a crew may wait after signal returns. */
const RETRY_MS = 10_000;

/** Starts sending: now, whenever the phone regains signal, and every few seconds while changes wait. */
export function startSending(): () => void {
  void reload().then(() => sendWaiting());
  const onOnline = () => void sendWaiting();
  window.addEventListener("online", onOnline);
  const timer = window.setInterval(() => {
    if (waitingCount(state) > 0 && navigator.onLine) void sendWaiting();
  }, RETRY_MS);
  return () => {
    window.removeEventListener("online", onOnline);
    window.clearInterval(timer);
  };
}
