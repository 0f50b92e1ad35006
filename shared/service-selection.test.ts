import { describe, expect, it } from "vitest";
import { joinServices, nextServiceSelection, splitServices } from "./service-selection";

describe("service selection", () => {
  it("joins with a comma and a space, and splits back ignoring blanks", () => {
    expect(joinServices(["Timber Fencing", "Colorbond Fencing"])).toBe("Timber Fencing, Colorbond Fencing");
    expect(splitServices("Timber Fencing, Colorbond Fencing")).toEqual(["Timber Fencing", "Colorbond Fencing"]);
    expect(splitServices(" Timber Fencing ,  ")).toEqual(["Timber Fencing"]);
    expect(splitServices("")).toEqual([]);
    expect(splitServices(null)).toEqual([]);
  });

  it("keeps the last two services when a third arrives anyway", () => {
    expect(nextServiceSelection(["A", "B"], "C", true)).toEqual(["B", "C"]);
    expect(nextServiceSelection(["A"], "B", true)).toEqual(["A", "B"]);
    expect(nextServiceSelection(["A", "B"], "A", false)).toEqual(["B"]);
    expect(nextServiceSelection(["A", "B"], "A", true)).toEqual(["B", "A"]);
  });
});
