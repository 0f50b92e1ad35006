import { describe, expect, it } from "vitest";
import { toSampleRows, withSampleFallback } from "./golf-list";

describe("withSampleFallback", () => {
  const sample = [{ name: "sample" }];

  it("shows nothing while the list is loading", () => {
    expect(withSampleFallback(undefined, sample)).toEqual({ rows: [], isSample: false });
  });

  it("falls back to the sample when the server returns an empty list", () => {
    expect(withSampleFallback([], sample)).toEqual({ rows: sample, isSample: true });
  });

  it("shows the server's rows when there are any", () => {
    expect(withSampleFallback([{ name: "stored" }], sample)).toEqual({ rows: [{ name: "stored" }], isSample: false });
  });
});

describe("toSampleRows", () => {
  it("gives sample rows negative ids", () => {
    expect(toSampleRows(["a", "b"], (name, id) => ({ id, name }))).toEqual([
      { id: -1, name: "a" },
      { id: -2, name: "b" },
    ]);
  });
});
