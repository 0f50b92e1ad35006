import { describe, expect, it } from "vitest";
import { divideHalfUp, type EstimateJob, estimateJob, type FenceJob, poolBarrierProblem, toNearestTen, type WallJob } from "./estimate";
import { STARTING_PRICE_TABLE as TABLE, type PriceTable } from "./price-table";

const wall = (overrides: Partial<WallJob> = {}): WallJob => ({
  job: "wall",
  material: "concrete-sleeper",
  lengthCm: 1_250,
  heightCm: 120,
  loadAbove: "none",
  nearBuilding: false,
  removeOld: false,
  excavatorAccess: true,
  ...overrides,
});

const fence = (overrides: Partial<FenceJob> = {}): FenceJob => ({
  job: "fence",
  type: "colorbond",
  height: "1.8",
  lengthCm: 2_005,
  singleGates: 0,
  doubleGates: 0,
  dividing: false,
  removeOld: false,
  onWallHeightCm: 0,
  ...overrides,
});

const codes = (job: EstimateJob, inArea?: boolean) => estimateJob(job, TABLE, inArea).flags.map((flag) => flag.code);

describe("the arithmetic", () => {
  it("rounds half up, in integers", () => {
    expect([divideHalfUp(5, 10), divideHalfUp(4, 10), divideHalfUp(15, 10), divideHalfUp(0, 7)]).toEqual([1, 0, 2, 0]);
    expect([toNearestTen(315_675), toNearestTen(315_499), toNearestTen(315_500), toNearestTen(945_000)]).toEqual([
      316_000, 315_000, 316_000, 945_000,
    ]);
  });

  it("prices a 12.5 m x 1.2 m concrete sleeper wall by hand: 15 m² of face, with engineering and approval", () => {
    const estimate = estimateJob(wall(), TABLE);
    expect(estimate.lines).toEqual([
      { label: "Concrete sleeper wall, 12.5 m long x 1.2 m high", low: 675_000, high: 975_000 },
      { label: "Engineering design", low: 120_000, high: 250_000 },
      { label: "Building approval", low: 150_000, high: 300_000 },
    ]);
    expect([estimate.low, estimate.high, estimate.shownLow, estimate.shownHigh]).toEqual([945_000, 1_525_000, 945_000, 1_525_000]);
    expect(estimate.neighbourShare).toBeNull();
  });

  it("rounds each line half up to the cent from the wall face in cm²", () => {
    const odd: PriceTable = { ...TABLE, walls: { ...TABLE.walls, "timber-sleeper": { low: 33_333, high: 1 } } };
    // 1.1 m x 0.3 m = 3,300 cm²: 33,333 x 0.33 = 10,999.89 -> 11,000; 1 x 0.33 = 0.33 -> 0
    const [first] = estimateJob(wall({ material: "timber-sleeper", lengthCm: 110, heightCm: 30 }), odd).lines;
    expect([first!.low, first!.high]).toEqual([11_000, 0]);
    // 0.5 m² at 1 c/m²: half a cent, up
    const half: PriceTable = { ...TABLE, walls: { ...TABLE.walls, "timber-sleeper": { low: 1, high: 3 } } };
    const [second] = estimateJob(wall({ material: "timber-sleeper", lengthCm: 100, heightCm: 50 }), half).lines;
    expect([second!.low, second!.high]).toEqual([1, 2]);
  });

  it("adds the no-excavator surcharge as a percent of the wall and removal lines", () => {
    const estimate = estimateJob(wall({ lengthCm: 1_000, heightCm: 50, removeOld: true, excavatorAccess: false }), TABLE);
    expect(estimate.lines.map((l) => [l.low, l.high])).toEqual([
      [225_000, 325_000],
      [25_000, 45_000],
      [37_500, 55_500],
    ]);
    expect(estimate.lines[2]!.label).toBe("No room for a small excavator: dug by hand (15%)");
    expect([estimate.low, estimate.high]).toEqual([287_500, 425_500]);
  });

  it("gives a dividing fence's half of the fence and removal lines, never of the gates", () => {
    const estimate = estimateJob(fence({ dividing: true, removeOld: true, singleGates: 1 }), TABLE);
    expect(estimate.lines.map((l) => [l.label, l.low, l.high])).toEqual([
      ["Colorbond fence, 1.8 m high, 20.05 m long", 220_550, 300_750],
      ["Remove the old fence, 20.05 m", 50_125, 90_225],
      ["Single gates x 1", 45_000, 75_000],
    ]);
    // (220,550 + 50,125) / 2 = 135,337.5 -> 135,338; (300,750 + 90,225) / 2 = 195,487.5 -> 195,488
    expect(estimate.neighbourShare).toEqual({ low: 135_338, high: 195_488 });
    expect([estimate.low, estimate.high, estimate.shownLow, estimate.shownHigh]).toEqual([315_675, 465_975, 316_000, 466_000]);
    expect(estimateJob(fence({ dividing: true, removeOld: true, singleGates: 3 }), TABLE).neighbourShare).toEqual({
      low: 135_338,
      high: 195_488,
    });
    expect(estimateJob(fence(), TABLE).neighbourShare).toBeNull();
  });
});

describe("Queensland's rules, at their boundaries", () => {
  it("a wall of 1.0 m is exempt, of 1.1 m needs engineering and approval", () => {
    expect(codes(wall({ heightCm: 100 }))).toEqual(["exempt"]);
    expect(codes(wall({ heightCm: 110 }))).toEqual(["needs-engineering"]);
    expect(estimateJob(wall({ heightCm: 100 }), TABLE).lines.map((l) => l.label)).not.toContain("Building approval");
  });

  it("a load above, or under 1.5 m from a building, needs them at any height; a garden above does not", () => {
    expect(codes(wall({ heightCm: 60, loadAbove: "garden" }))).toEqual(["exempt"]);
    expect(codes(wall({ heightCm: 60, loadAbove: "load" }))).toEqual(["needs-engineering"]);
    expect(codes(wall({ heightCm: 60, nearBuilding: true }))).toEqual(["needs-engineering"]);
    const text = estimateJob(wall({ heightCm: 150, nearBuilding: true }), TABLE).flags[0]!.text;
    expect(text).toContain("over 1.0 m high");
    expect(text).toContain("under 1.5 m from a building");
  });

  it("flags a fence on a wall over 2.0 m combined, and adds the approval once: 1.2 m on 0.9 m is exactly 2.1 m", () => {
    expect(codes(fence({ height: "1.2", onWallHeightCm: 80 }))).toEqual([]);
    const over = estimateJob(fence({ height: "1.2", onWallHeightCm: 90 }), TABLE);
    expect(over.flags.map((f) => f.code)).toEqual(["combined-height"]);
    expect(over.lines.filter((l) => l.label === "Building approval")).toHaveLength(1);
  });

  it("takes a pool fence from 1.2 m with the inspection note, and refuses one lower", () => {
    expect(codes(fence({ type: "aluminium-pool", height: "1.2" }))).toEqual(["pool-barrier"]);
    expect(poolBarrierProblem(fence({ type: "aluminium-pool", height: "1.2" }))).toBeNull();
    expect(poolBarrierProblem(fence({ type: "aluminium-pool", height: "1.0" as never }))).toMatch(/at least 1.2 m/);
    expect(poolBarrierProblem(fence({ type: "colorbond", height: "1.0" as never }))).toBeNull();
  });

  it("notes a suburb outside the area, and gives no range beyond the table", () => {
    expect(codes(fence(), false)).toEqual(["outside-area"]);
    expect(codes(fence(), true)).toEqual([]);
    for (const job of [wall({ heightCm: 301 }), wall({ lengthCm: 50_001, heightCm: 50 }), fence({ lengthCm: 50_001 })]) {
      const estimate = estimateJob(job, TABLE);
      expect([estimate.low, estimate.high, estimate.shownLow, estimate.shownHigh, estimate.lines]).toEqual([null, null, null, null, []]);
      expect(estimate.flags[0]!.code).toBe("too-large");
    }
    expect(estimateJob(wall({ heightCm: 300, lengthCm: 50_000 }), TABLE).low).not.toBeNull();
  });
});
