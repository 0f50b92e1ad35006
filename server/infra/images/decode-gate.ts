import { E_TIMEOUT, Semaphore, withTimeout } from "async-mutex";

/*
 * Decoding a photo takes a core and tens of megabytes for as long as it runs, so a process decodes at most a few at
 * once: the rest wait their turn, for a bounded time, and then are told the server is busy (503) instead of piling
 * up until memory runs out. Each decode also has a time limit. Per process, since each has its own cores and memory.
 */

export interface DecodeSettings {
  /** photos decoded at the same time in this process */
  concurrency: number;
  /** how long a photo waits for its turn before the upload is answered 503 */
  queueWaitMs: number;
  /** how long one photo may take, decoding and encoding (sharp's timeout, and a deadline over the whole) */
  timeoutMs: number;
}

export const DEFAULT_DECODE_SETTINGS: DecodeSettings = { concurrency: 2, queueWaitMs: 15_000, timeoutMs: 20_000 };

/** The photo could not be decoded now: the line was too long, or it took longer than allowed. */
export class DecodeBusy extends Error {
  override name = "DecodeBusy";
  constructor(readonly reason: "queue" | "timeout") {
    super(reason === "queue" ? "waited too long for its turn" : "took too long to decode");
  }
}

let settings = DEFAULT_DECODE_SETTINGS;
let gate = withTimeout(new Semaphore(settings.concurrency), settings.queueWaitMs, new DecodeBusy("queue"));

/** Set at start from the configuration (IMAGE_DECODE_*). */
export function configureDecoding(next: DecodeSettings): void {
  settings = next;
  gate = withTimeout(new Semaphore(next.concurrency), next.queueWaitMs, new DecodeBusy("queue"));
}

export const decodeTimeoutMs = () => settings.timeoutMs;

/**
 * Runs one decode in its turn, within the time limit. A decode past its limit is answered at once; its turn is
 * given back only when the work has really stopped (sharp's own timeout ends it), so the limit on cores holds.
 */
export async function inDecodeTurn<T>(decode: () => Promise<T>): Promise<T> {
  const own = gate;
  const { timeoutMs } = settings;
  try {
    await own.acquire();
  } catch (err) {
    if (err === E_TIMEOUT || err instanceof DecodeBusy) throw new DecodeBusy("queue");
    throw err;
  }
  const work = decode().finally(() => own.release());
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DecodeBusy("timeout")), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}
