import { describe, expect, it } from "vitest";
import { STARTING_TAKEOFF_RULES } from "../costs/takeoff-rules";
import type { WorkRun } from "../costs/work-runs";
import { complianceRegister, holding, type RecordedItem, type RegisterInput, triggersOfRuns } from "./compliance-register";
import { COMPLIANCE_CODES, POOL_BARRIER_CHECKS } from "./compliance-rules";

const wall = (heightM: number, extra: Partial<Extract<WorkRun, { kind: "wall" }>> = {}): WorkRun => ({
  kind: "wall",
  material: "concrete-sleeper",
  lengthM: 10,
  heightM,
  ...extra,
});
const fence = (heightM: number, extra: Partial<Extract<WorkRun, { kind: "fence" }>> = {}): WorkRun => ({
  kind: "fence",
  type: "colorbond",
  heightM,
  lengthM: 20,
  singleGates: 0,
  doubleGates: 0,
  ...extra,
});
const triggers = (...runs: WorkRun[]) => triggersOfRuns(runs, STARTING_TAKEOFF_RULES);

const input = (over: Partial<RegisterInput> = {}): RegisterInput => ({
  runs: [wall(0.6)],
  triggers: null,
  kind: "retaining-wall",
  rules: STARTING_TAKEOFF_RULES,
  contractCents: 500_000,
  homeWarrantyScope: "approved-work",
  stages: [
    { stage: 1, done: false, days: ["2027-03-02", "2027-03-03"] },
    { stage: 2, done: false, days: ["2027-03-09"] },
  ],
  inspectionStages: null,
  digStage: 1,
  recorded: [],
  stagePhotoCount: () => 0,
  swms: { clockedOn: 0, acknowledged: 0 },
  ...over,
});
const statusOf = (items: ReturnType<typeof complianceRegister>, code: string) => items.find((item) => item.code === code)?.status;
const recorded = (item: Partial<RecordedItem> & Pick<RecordedItem, "code">): RecordedItem => ({
  stage: 0,
  fields: {},
  files: [],
  override: null,
  ...item,
});
const pdf = (fileId: number) => ({ fileId, url: `/f/${fileId}`, role: "document" as const, check: null });

describe("the rule table at each threshold", () => {
  it("a wall of 1.0 m needs no engineering; 1.1 m does", () => {
    expect(triggers(wall(1.0)).needsApproval).toBe(false);
    expect(triggers(wall(1.001)).needsApproval).toBe(true);
    expect(triggers(wall(1.1)).needsApproval).toBe(true);
  });

  it("a building 1.5 m away is far enough; 1.4 m is not; a load above needs it, a garden does not", () => {
    expect(triggers(wall(0.6, { distanceToBuildingM: 1.5 })).needsApproval).toBe(false);
    expect(triggers(wall(0.6, { distanceToBuildingM: 1.4 })).needsApproval).toBe(true);
    expect(triggers(wall(0.6, { loadAbove: "garden" })).needsApproval).toBe(false);
    expect(triggers(wall(0.6, { loadAbove: "load" })).needsApproval).toBe(true);
  });

  it("a fence on a wall: 2.0 m together needs no approval, 2.1 m does", () => {
    expect(triggers(fence(1.2, { onWallHeightM: 0.8 })).needsApproval).toBe(false);
    expect(triggers(fence(1.2, { onWallHeightM: 0.9 })).needsApproval).toBe(true);
    expect(triggers(fence(2.1)).needsApproval).toBe(false);
  });

  it("holes of 1,500 mm need no SWMS; 1,600 mm do (a 1.4 m and a 1.5 m wall)", () => {
    expect(triggers(wall(1.4)).deepDig).toBe(false);
    expect(triggers(wall(1.5)).deepDig).toBe(true);
    expect(triggers(fence(1.8)).deepDig).toBe(false);
  });

  it("home warranty: A$3,300.00 with approval needs none, A$3,300.01 does; without approval none unless widened", () => {
    const warranty = (contractCents: number, runs: WorkRun[], scope: RegisterInput["homeWarrantyScope"] = "approved-work") =>
      statusOf(complianceRegister(input({ contractCents, runs, homeWarrantyScope: scope })), "home-warranty");
    expect(warranty(330_000, [wall(1.2)])).toBe("not-needed");
    expect(warranty(330_001, [wall(1.2)])).toBe("needed");
    expect(warranty(330_001, [wall(0.8)])).toBe("not-needed");
    expect(warranty(330_001, [wall(0.8)], "all-work")).toBe("needed");
    expect(warranty(330_000, [wall(0.8)], "all-work")).toBe("not-needed");
  });

  it("every aluminium pool fence run needs the barrier checks", () => {
    expect(triggers(fence(1.2, { type: "aluminium-pool" })).poolBarrier).toBe(true);
    expect(triggers(fence(1.2, { type: "aluminium-garden" })).poolBarrier).toBe(false);
  });
});

describe("the register", () => {
  it("lists every rule once for a small job; what does not apply is not-needed and blocks nothing", () => {
    const items = complianceRegister(input());
    expect(items.map((item) => item.code)).toEqual([...COMPLIANCE_CODES]);
    expect(items.find((item) => item.code === "byda")).toMatchObject({
      status: "needed",
      blocks: "booking",
      due: "2027-03-02",
      missing: "Before You Dig: no enquiry yet",
    });
    for (const item of items.filter((i) => i.code !== "byda")) expect(item).toMatchObject({ status: "not-needed", blocks: null });
    expect(items.every((item) => item.source.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(item.effectiveFrom))).toBe(true);
  });

  it("a 1.2 m wall needs Form 15, approval and a Form 16 for stage 1 (due on its last day)", () => {
    const items = complianceRegister(input({ runs: [wall(1.2)] }));
    expect(holding(items, "booking").map((item) => item.missing)).toEqual([
      "Before You Dig: no enquiry yet",
      "Form 15 not on file",
      "Building approval decision notice not on file",
      "QBCC home warranty not on file",
    ]);
    expect(items.find((item) => item.code === "inspection")).toMatchObject({
      stage: 1,
      status: "needed",
      blocks: "completion",
      due: "2027-03-03",
      missing: "Form 16 for stage 1 not on file",
    });
  });

  it("a Form 16 is done with its fields, its PDF and a photo of the stage; staff's marked stages replace the default", () => {
    const form16 = recorded({ code: "inspection", stage: 1, fields: { inspectorName: "Ann Lee", date: "2027-03-03" }, files: [pdf(4)] });
    const noPhoto = complianceRegister(input({ runs: [wall(1.2)], recorded: [form16] }));
    expect(noPhoto.find((item) => item.code === "inspection")?.missing).toBe("Form 16 for stage 1: no photo of the stage yet");
    const withPhoto = complianceRegister(input({ runs: [wall(1.2)], recorded: [form16], stagePhotoCount: (s) => (s === 1 ? 1 : 0) }));
    expect(withPhoto.find((item) => item.code === "inspection")).toMatchObject({ status: "done", evidence: { file: { fileId: 4 } } });
    const two = complianceRegister(input({ runs: [wall(1.2)], inspectionStages: [1, 2] }));
    expect(two.filter((item) => item.code === "inspection").map((item) => item.stage)).toEqual([1, 2]);
  });

  it("BYDA is done only when every asset owner has answered", () => {
    const byda = (allAnswered: boolean) =>
      complianceRegister(
        input({
          recorded: [
            recorded({ code: "byda", fields: { reference: "12345678", lodgedOn: "2027-02-25", validUntil: "2027-03-25", allAnswered } }),
          ],
        }),
      ).find((item) => item.code === "byda");
    expect(byda(false)).toMatchObject({ status: "needed", missing: "Before You Dig: not every asset owner has answered yet" });
    expect(byda(true)).toMatchObject({ status: "done", missing: null });
  });

  it("an override lets a needed item through and keeps its reason", () => {
    const override = { reason: "Hand dig only, services located by a locator", by: "Olive Owner", at: "2027-02-01T00:00:00.000Z" };
    const items = complianceRegister(input({ recorded: [recorded({ code: "byda", override })] }));
    expect(items.find((item) => item.code === "byda")).toMatchObject({ status: "overridden", override });
    expect(holding(items, "booking")).toEqual([]);
  });

  it("the pool barrier needs each check ticked with its own photo, then the Form 17", () => {
    const checks = Object.fromEntries(POOL_BARRIER_CHECKS.map((check) => [check, true]));
    const photos = POOL_BARRIER_CHECKS.slice(0, 4).map((check, at) => ({ fileId: at + 10, url: "/p", role: "photo" as const, check }));
    const pool = (files: RecordedItem["files"], fields: Record<string, unknown>) =>
      complianceRegister(
        input({ runs: [fence(1.2, { type: "aluminium-pool" })], recorded: [recorded({ code: "pool-barrier", fields, files })] }),
      ).find((item) => item.code === "pool-barrier");
    expect(pool(photos, { checks })?.missing).toBe("Pool barrier: 1 check not ticked with a photo");
    const all = [...photos, { fileId: 20, url: "/p", role: "photo" as const, check: "latch-height" }];
    expect(pool(all, { checks })?.missing).toBe("Pool barrier: Form 17 not on file");
    expect(pool([...all, pdf(30)], { checks, number: "F17-1", date: "2027-03-10" })).toMatchObject({
      status: "done",
      blocks: "completion",
    });
  });

  it("a job without runs takes staff's ticks (a pool fence job its barrier by default)", () => {
    expect(statusOf(complianceRegister(input({ runs: [], kind: "pool-fence" })), "pool-barrier")).toBe("needed");
    expect(statusOf(complianceRegister(input({ runs: [], kind: "fence" })), "engineering")).toBe("not-needed");
    const ticked = complianceRegister(input({ runs: [], triggers: { needsApproval: true, poolBarrier: false, deepDig: true } }));
    expect(statusOf(ticked, "engineering")).toBe("needed");
    expect(statusOf(ticked, "swms")).toBe("needed");
  });

  it("the SWMS is done once every member who clocked on to the dig stage acknowledged it", () => {
    const swms = (clockedOn: number, acknowledged: number) =>
      statusOf(complianceRegister(input({ runs: [wall(1.5)], swms: { clockedOn, acknowledged } })), "swms");
    expect(swms(0, 0)).toBe("needed");
    expect(swms(2, 1)).toBe("needed");
    expect(swms(2, 2)).toBe("done");
  });
});
