import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FENCE_TYPES, WALL_MATERIALS } from "../estimates/price-table";
import { POOL_GATE_KIT, takeoff } from "./takeoff";
import { STARTING_TAKEOFF_RULES as RULES } from "./takeoff-rules";
import type { FenceRun, WallRun } from "./work-runs";

const wall = (material: WallRun["material"], lengthM: number, heightM: number): WallRun => ({ kind: "wall", material, lengthM, heightM });
const fence = (type: FenceRun["type"], lengthM: number, heightM: number, singleGates = 0, doubleGates = 0): FenceRun => ({
  kind: "fence",
  type,
  lengthM,
  heightM,
  singleGates,
  doubleGates,
});
const quantityOf = (lines: ReturnType<typeof takeoff>, prefix: string) => lines.find((line) => line.item.startsWith(prefix));

describe("the materials take-off", () => {
  it("gives the supplier's worked example for a 10 m x 1.0 m concrete sleeper wall", () => {
    expect(takeoff([wall("concrete-sleeper", 10, 1)], RULES)).toEqual([
      { item: "Concrete sleeper 2,000 x 200 mm", quantity: 28, unit: "each" },
      { item: "Steel H-post 2,100 mm", quantity: 6, unit: "each" },
      { item: "Post hole 300 x 1,100 mm", quantity: 6, unit: "each" },
      { item: "Concrete 20 kg bag", quantity: 47, unit: "bag" },
      { item: "Slotted ag pipe 100 mm", quantity: 11, unit: "m" },
      { item: "Drainage gravel 20 mm", quantity: 3, unit: "m³" },
      { item: "Geofabric", quantity: 15, unit: "m²" },
    ]);
  });

  it("gives the worked example for a 7.5 m x 0.6 m timber sleeper wall", () => {
    const lines = takeoff([wall("timber-sleeper", 7.5, 0.6)], RULES);
    expect(lines.slice(0, 4)).toEqual([
      { item: "Timber sleeper 2,400 x 200 mm", quantity: 14, unit: "each" },
      { item: "Treated pine post 125 mm x 1,200 mm", quantity: 8, unit: "each" },
      { item: "Post hole 300 x 700 mm", quantity: 8, unit: "each" },
      { item: "Concrete 20 kg bag", quantity: 40, unit: "bag" },
    ]);
    // 7.5 x 0.6 x 0.3 = 1.35 m³, up to 1.4; 7.5 x 1.1 = 8.25 m², up to 9
    expect(quantityOf(lines, "Drainage")?.quantity).toBe(1.4);
    expect(quantityOf(lines, "Geofabric")?.quantity).toBe(9);
    expect(quantityOf(lines, "Slotted")?.quantity).toBe(9);
  });

  it("makes holes 300 mm across up to 1,000 mm high and 450 mm from 1,001 mm, each 100 mm below the embedment", () => {
    expect(quantityOf(takeoff([wall("concrete-sleeper", 4, 1)], RULES), "Post hole")?.item).toBe("Post hole 300 x 1,100 mm");
    expect(quantityOf(takeoff([wall("concrete-sleeper", 4, 1.001)], RULES), "Post hole")?.item).toBe("Post hole 450 x 1,101 mm");
    expect(quantityOf(takeoff([wall("concrete-sleeper", 4, 1.1)], RULES), "Post hole")?.item).toBe("Post hole 450 x 1,200 mm");
    // below 600 mm the embedment stays 600 mm
    expect(quantityOf(takeoff([wall("concrete-sleeper", 4, 0.4)], RULES), "Post hole")?.item).toBe("Post hole 300 x 700 mm");
  });

  it("adds a post when the length is 1 mm past a multiple of the spacing, and not at the multiple", () => {
    expect(quantityOf(takeoff([wall("concrete-sleeper", 10, 1)], RULES), "Steel")?.quantity).toBe(6);
    expect(quantityOf(takeoff([wall("concrete-sleeper", 10.001, 1)], RULES), "Steel")?.quantity).toBe(7);
    // and a column of sleepers: 5 x 5 = 25 sleepers, then 5 x 6 = 30 (plus 10%: 28 and 33)
    expect(quantityOf(takeoff([wall("concrete-sleeper", 10.001, 1)], RULES), "Concrete sleeper")?.quantity).toBe(33);
  });

  it("takes the stock length equal to the post's length, and the next one up 1 mm past it", () => {
    // 0.9 m wall: 900 + 900 = 1,800 exactly; 0.901 m: 1,802, so 2,100
    expect(quantityOf(takeoff([wall("concrete-sleeper", 4, 0.9)], RULES), "Steel")?.item).toBe("Steel H-post 1,800 mm");
    expect(quantityOf(takeoff([wall("concrete-sleeper", 4, 0.901)], RULES), "Steel")?.item).toBe("Steel H-post 2,100 mm");
    // a 1.8 m Colorbond fence: 1,800 + 600 = 2,400 exactly
    expect(quantityOf(takeoff([fence("colorbond", 10, 1.8)], RULES), "Colorbond post")?.item).toBe("Colorbond post 2,400 mm");
  });

  it("adds equal items of two runs, each run rounded alone, and keeps sleepers of two materials apart", () => {
    const lines = takeoff([wall("concrete-sleeper", 10, 1), wall("concrete-sleeper", 7.5, 0.6), wall("timber-sleeper", 7.5, 0.6)], RULES);
    // concrete 7.5 x 0.6: 3 x 4 = 12, 14 with waste; posts ceil(7500 / 2000) + 1 = 5 of 1,200 mm
    expect(quantityOf(lines, "Concrete sleeper")?.quantity).toBe(28 + 14);
    expect(quantityOf(lines, "Timber sleeper")?.quantity).toBe(14);
    expect(quantityOf(lines, "Steel H-post 1,200")?.quantity).toBe(5);
    expect(quantityOf(lines, "Post hole 300 x 700")?.quantity).toBe(5 + 8);
    // bags per run: 47, 5 holes of 300 x 700 (24.7 bags, so 25), 40
    expect(quantityOf(lines, "Concrete 20 kg")?.quantity).toBe(47 + 25 + 40);
    // gravel per run: 3.0 + 1.4 + 1.4
    expect(quantityOf(lines, "Drainage")?.quantity).toBe(5.8);
  });

  it("counts a Colorbond fence's panels, posts with its gates, post-mix and gate kits", () => {
    // 20 m: ceil(20,000 / 2,365) = 9 panels; posts 9 + 1 + 1 + 1 = 12; 2 bags a post
    expect(takeoff([fence("colorbond", 20, 1.8, 1, 1)], RULES)).toEqual([
      { item: "Colorbond post 2,400 mm", quantity: 12, unit: "each" },
      { item: "Colorbond panel", quantity: 9, unit: "each" },
      { item: "Post-mix 20 kg bag", quantity: 24, unit: "bag" },
      { item: "Double gate kit", quantity: 1, unit: "each" },
      { item: "Single gate kit", quantity: 1, unit: "each" },
    ]);
  });

  it("gives a timber paling fence rails and palings and no panel, with a third rail from 1.8 m", () => {
    const low = takeoff([fence("timber-paling", 12, 1.5)], RULES);
    expect(low).toEqual([
      { item: "Treated pine post 125 mm x 2,100 mm", quantity: 6, unit: "each" },
      { item: "Rail", quantity: 10, unit: "each" },
      // ceil(12,000 / 125) = 96, plus 10%: 105.6, so 106
      { item: "Paling", quantity: 106, unit: "each" },
      { item: "Post-mix 20 kg bag", quantity: 12, unit: "bag" },
    ]);
    expect(quantityOf(takeoff([fence("timber-paling", 12, 1.8)], RULES), "Rail")?.quantity).toBe(15);
    expect(quantityOf(takeoff([fence("timber-paling", 12, 1.799)], RULES), "Rail")?.quantity).toBe(10);
  });

  it("gives a pool fence's single gates the self-closing pool gate kit and one bag a post", () => {
    const lines = takeoff([fence("aluminium-pool", 9.6, 1.2, 2)], RULES);
    expect(lines).toEqual([
      { item: "Aluminium post 50 mm x 1,800 mm", quantity: 7, unit: "each" },
      { item: "Aluminium pool panel", quantity: 4, unit: "each" },
      { item: "Post-mix 20 kg bag", quantity: 7, unit: "bag" },
      { item: POOL_GATE_KIT, quantity: 2, unit: "each" },
    ]);
  });

  it("reads the Owner's figures: a longer sleeper means fewer of them", () => {
    const rules = structuredClone(RULES);
    rules.walls["concrete-sleeper"].sleeperLengthMm.value = 2500;
    expect(quantityOf(takeoff([wall("concrete-sleeper", 10, 1)], rules), "Concrete sleeper")).toEqual({
      item: "Concrete sleeper 2,500 x 200 mm",
      quantity: 22,
      unit: "each",
    });
  });

  it("never asks for less when a wall or a fence gets longer or higher", () => {
    const totals = (lines: ReturnType<typeof takeoff>) => {
      const byUnit: Record<string, number> = {};
      for (const line of lines) {
        // a longer post is a different item: count posts and holes by number, whatever their size
        const key = line.item.replace(/[\d,]+/g, "#").replace(/ x #/g, "") + line.unit;
        byUnit[key] = (byUnit[key] ?? 0) + line.quantity;
      }
      return byUnit;
    };
    const noFewer = (before: ReturnType<typeof takeoff>, after: ReturnType<typeof takeoff>) => {
      const [a, b] = [totals(before), totals(after)];
      for (const [key, quantity] of Object.entries(a)) {
        // a taller wall's holes widen: "Post hole #" counts them all
        expect(b[key] ?? 0, key).toBeGreaterThanOrEqual(quantity);
      }
    };
    const millimetres = fc.integer({ min: 200, max: 3000 });
    fc.assert(
      fc.property(
        fc.constantFrom(...WALL_MATERIALS),
        fc.integer({ min: 1000, max: 100_000 }),
        millimetres,
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 500 }),
        (material, L, H, dL, dH) => {
          const before = takeoff([wall(material, L / 1000, H / 1000)], RULES);
          noFewer(before, takeoff([wall(material, (L + dL) / 1000, H / 1000)], RULES));
          noFewer(before, takeoff([wall(material, L / 1000, Math.min(3000, H + dH) / 1000)], RULES));
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...FENCE_TYPES),
        fc.integer({ min: 1000, max: 100_000 }),
        fc.integer({ min: 900, max: 2100 }),
        fc.integer({ min: 0, max: 5000 }),
        (type, L, H, dL) => {
          const before = takeoff([fence(type, L / 1000, H / 1000, 1, 1)], RULES);
          noFewer(before, takeoff([fence(type, (L + dL) / 1000, H / 1000, 1, 1)], RULES));
          noFewer(before, takeoff([fence(type, L / 1000, Math.min(3000, H + 300) / 1000, 1, 1)], RULES));
        },
      ),
    );
  });
});
