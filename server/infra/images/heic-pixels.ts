import { Worker } from "node:worker_threads";

export type HeicAnswer =
  | { width: number; height: number; pixels: Uint8Array }
  | { unreadable: true }
  | { empty: true }
  | { tooLarge: { width: number; height: number } }
  | { timedOut: true };

/** The worker's file: beside this module in the sources, and copied beside the server bundle by the build. */
const WORKER_FILE = new URL("./heic-decode-worker.mjs", import.meta.url);

/**
 * Decodes a HEIC photo's first picture in a worker thread started for it and ended after it, so the memory libheif
 * takes is given back with the thread; past `timeoutMs` the thread is stopped mid-decode.
 */
export function heicPixelsInWorker(input: Buffer, maxPixels: number, timeoutMs: number): Promise<HeicAnswer> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(input).buffer;
    const worker = new Worker(WORKER_FILE, { workerData: { buffer: copy, maxPixels }, transferList: [copy], execArgv: [] });
    const timer = setTimeout(() => finish({ timedOut: true }), timeoutMs);
    let settled = false;
    function finish(answer: HeicAnswer | Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    }
    worker.once("message", (answer: HeicAnswer) => finish(answer));
    worker.once("error", (err) => finish(err));
    worker.once("exit", () => finish(new Error("the HEIC decoder stopped without an answer")));
  });
}
