// Decodes one HEIC photo in a worker thread of its own (server/infra/images/heic-pixels.ts starts it and ends it):
// libheif's WebAssembly memory grows with the largest photo it has decoded and is never given back, so it lives only
// as long as one decode. Plain JavaScript, so the same file runs from the sources and from the build.
import { parentPort, workerData } from "node:worker_threads";
import heicDecode from "heic-decode";

const { buffer, maxPixels } = workerData;
const images = await heicDecode.all({ buffer: new Uint8Array(buffer) }).catch(() => undefined);
if (!images) parentPort.postMessage({ unreadable: true });
else await answer(images);

async function answer(images) {
  try {
    const [first] = images;
    if (!first) parentPort.postMessage({ empty: true });
    else if (first.width * first.height > maxPixels) parentPort.postMessage({ tooLarge: { width: first.width, height: first.height } });
    else {
      const { width, height, data } = await first.decode();
      const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      parentPort.postMessage({ width, height, pixels }, [pixels.buffer]);
    }
  } catch {
    parentPort.postMessage({ unreadable: true });
  } finally {
    images.dispose();
  }
}
