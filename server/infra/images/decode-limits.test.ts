import { afterEach, describe, expect, it } from "vitest";
import { configureDecoding, DecodeBusy, DEFAULT_DECODE_SETTINGS, inDecodeTurn } from "./decode-gate";
import { formatsAgree } from "./process-image";

afterEach(() => configureDecoding(DEFAULT_DECODE_SETTINGS));

/** A decode that ends when the test says so. */
function heldDecode() {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve("decoded")));
  let started = false;
  return {
    run: () => {
      started = true;
      return done;
    },
    finish: () => finish(),
    started: () => started,
  };
}

describe("decoding photos, per process", () => {
  it("decodes at most two at once; a third waits its turn, and is told the server is busy when the wait runs out", async () => {
    configureDecoding({ concurrency: 2, queueWaitMs: 200, timeoutMs: 10_000 });
    const [a, b, c, d] = [heldDecode(), heldDecode(), heldDecode(), heldDecode()];
    const first = inDecodeTurn(a.run);
    const second = inDecodeTurn(b.run);
    const third = inDecodeTurn(c.run);
    await expect.poll(() => a.started() && b.started()).toBe(true);
    expect(c.started()).toBe(false);
    a.finish();
    await expect(first).resolves.toBe("decoded");
    // the third takes the freed turn
    await expect.poll(() => c.started()).toBe(true);
    const fourth = inDecodeTurn(d.run);
    await expect(fourth).rejects.toEqual(new DecodeBusy("queue"));
    expect(d.started()).toBe(false);
    b.finish();
    c.finish();
    await Promise.all([second, third]);
  });

  it("answers a decode past its time limit at once, and keeps its turn until the work has stopped", async () => {
    configureDecoding({ concurrency: 1, queueWaitMs: 50, timeoutMs: 30 });
    const slow = heldDecode();
    await expect(inDecodeTurn(slow.run)).rejects.toEqual(new DecodeBusy("timeout"));
    // the slow decode still runs: no other may start
    await expect(inDecodeTurn(async () => "next")).rejects.toEqual(new DecodeBusy("queue"));
    slow.finish();
    await expect.poll(async () => inDecodeTurn(async () => "next").catch(() => "busy")).toBe("next");
  });
});

describe("the format", () => {
  it("must be the same to file-type and to libvips", () => {
    expect(formatsAgree("jpg", { format: "jpeg" })).toBe(true);
    expect(formatsAgree("avif", { format: "heif", compression: "av1" })).toBe(true);
    expect(formatsAgree("heic", { format: "heif", compression: "hevc" })).toBe(true);
    // what one reader calls HEIC the other decodes as AVIF, or a PNG read as a JPEG: refused
    expect(formatsAgree("heic", { format: "heif", compression: "av1" })).toBe(false);
    expect(formatsAgree("avif", { format: "heif", compression: "hevc" })).toBe(false);
    expect(formatsAgree("png", { format: "jpeg" })).toBe(false);
    expect(formatsAgree("jpg", { format: "svg" })).toBe(false);
    expect(formatsAgree("gif", { format: "gif" })).toBe(false);
  });
});
