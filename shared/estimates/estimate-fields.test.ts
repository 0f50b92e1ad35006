import { describe, expect, it } from "vitest";
import { estimateInputSchema, estimateJobOf } from "./estimate-validation";
import { DEFAULT_FENCE_VALUES, DEFAULT_WALL_VALUES, type EstimateJobKind, jobOfValues } from "./estimate-fields";

/**
 * The page reads its fields as the homeowner types (jobOfValues); the API and the page without JavaScript read them
 * with the zod schema. Both must take the same job from the same text, and refuse the same fields with the same words.
 */
const cases: [EstimateJobKind, Record<string, string>][] = [
  ["wall", { ...DEFAULT_WALL_VALUES, lengthM: "12.5", heightM: "1.2" }],
  ["wall", { ...DEFAULT_WALL_VALUES, lengthM: "1", heightM: "0.2", loadAbove: "load", nearBuilding: "true" }],
  ["wall", { ...DEFAULT_WALL_VALUES, lengthM: "600", heightM: "3.5" }],
  ["wall", { ...DEFAULT_WALL_VALUES, lengthM: "0.99", heightM: "0.19" }],
  ["wall", { ...DEFAULT_WALL_VALUES, lengthM: "", heightM: "abc" }],
  ["wall", { ...DEFAULT_WALL_VALUES, lengthM: "10", heightM: "1", material: "brick", removeOld: "maybe" }],
  ["fence", { ...DEFAULT_FENCE_VALUES, lengthM: "20.05", dividing: "true", singleGates: "2" }],
  ["fence", { ...DEFAULT_FENCE_VALUES, lengthM: "20", onWallHeightM: "0.2" }],
  ["fence", { ...DEFAULT_FENCE_VALUES, lengthM: "20", onWallHeightM: "0.1", singleGates: "7", doubleGates: "1.5" }],
  ["fence", { ...DEFAULT_FENCE_VALUES, lengthM: "20", heightM: "1.0", type: "brick" }],
  ["fence", { ...DEFAULT_FENCE_VALUES, lengthM: "501", heightM: "2.1", onWallHeightM: "3" }],
];

describe("the page's reading of the fields and the schema's", () => {
  for (const [job, values] of cases) {
    it(`agree on ${job} ${JSON.stringify(values)}`, () => {
      const page = jobOfValues(job, values);
      const schema = estimateInputSchema.safeParse({ job, ...values });
      if (schema.success) {
        expect(page.errors).toBeNull();
        expect(page.job).toEqual(estimateJobOf(schema.data));
      } else {
        const schemaErrors = Object.fromEntries(schema.error.issues.map((issue) => [issue.path.join("."), issue.message]));
        expect(page.errors).toEqual(schemaErrors);
      }
    });
  }
});
