import type { JobKind } from "../crew/crew-words";
import { combinedHeightNeedsApproval, engineeringReasons, NEAR_BUILDING_M } from "../estimates/estimate";
import { holeDepthMm } from "../costs/takeoff";
import type { TakeoffRules } from "../costs/takeoff-rules";
import { mm, type WorkRun } from "../costs/work-runs";
import type { ComplianceEvidence, ComplianceItem, ComplianceStatus, ComplianceTriggers, EvidenceFile } from "./compliance-api";
import {
  COMPLIANCE_CODES,
  COMPLIANCE_RULES,
  COMPLIANCE_THRESHOLDS,
  type ComplianceCode,
  type HomeWarrantyScope,
  POOL_BARRIER_CHECKS,
} from "./compliance-rules";

/*
 * A job's compliance register, worked out from what is known of the job (its accepted quote's runs, or the
 * triggers staff ticked for a job without runs) and what staff have recorded. Pure: the server answers it and
 * holds its gates with it; the job panel shows the same.
 */

/** What the rules read of the job's runs: whether it needs approval, a pool barrier, or holes over 1.5 m deep. */
export function triggersOfRuns(runs: readonly WorkRun[], rules: TakeoffRules): ComplianceTriggers {
  const needsApproval = runs.some((run) =>
    run.kind === "wall"
      ? engineeringReasons({
          heightMm: mm(run.heightM),
          loadAbove: run.loadAbove ?? "none",
          nearBuilding: run.distanceToBuildingM !== undefined && run.distanceToBuildingM < NEAR_BUILDING_M,
        }).length > 0
      : combinedHeightNeedsApproval(mm(run.heightM), mm(run.onWallHeightM ?? 0)),
  );
  return {
    needsApproval,
    poolBarrier: runs.some((run) => run.kind === "fence" && run.type === "aluminium-pool"),
    deepDig: runs.some((run) => holeDepthMm(run, rules) > COMPLIANCE_THRESHOLDS.swmsDepthMm.value),
  };
}

/** A job without runs: nothing but Before You Dig until staff tick a trigger (a pool fence job: its barrier). */
export const defaultTriggers = (kind: JobKind | null): ComplianceTriggers => ({
  needsApproval: false,
  poolBarrier: kind === "pool-fence",
  deepDig: false,
});

/** What staff recorded for one item (one row per code, and per stage for inspections). */
export interface RecordedItem {
  code: ComplianceCode;
  /** 0 unless an inspection */
  stage: number;
  fields: Record<string, unknown>;
  files: (EvidenceFile & { role: "document" | "photo"; check: string | null })[];
  override: { reason: string; by: string; at: string } | null;
}

export interface RegisterInput {
  /** the accepted quote's runs; empty when it has none */
  runs: readonly WorkRun[];
  /** staff's ticks for a job without runs (null: the kind's defaults) */
  triggers: ComplianceTriggers | null;
  kind: JobKind | null;
  rules: TakeoffRules;
  /** the contract's price including GST, in cents (null: no accepted quote) */
  contractCents: number | null;
  homeWarrantyScope: HomeWarrantyScope;
  stages: readonly { stage: number; done: boolean; days: readonly string[] }[];
  /** the stages staff marked for inspection (null: the first stage when the job needs approval) */
  inspectionStages: readonly number[] | null;
  /** the stage that digs */
  digStage: number;
  recorded: readonly RecordedItem[];
  /** photos of each stage (stage-done, crew app or evidence photos) */
  stagePhotoCount: (stage: number) => number;
  /** members who clocked on to the dig stage, and how many of them acknowledged the SWMS */
  swms: { clockedOn: number; acknowledged: number };
}

const filled = (value: unknown) => (typeof value === "string" ? value.trim().length > 0 : value !== undefined && value !== null);

/** What the register says is missing of an item, in the words of the 409; null when nothing is. */
function missingOf(code: ComplianceCode, item: RecordedItem | undefined, input: RegisterInput, stage: number): string | null {
  const fields = item?.fields ?? {};
  const document = item?.files.some((file) => file.role === "document") ?? false;
  switch (code) {
    case "byda":
      if (!filled(fields.reference) || !filled(fields.lodgedOn) || !filled(fields.validUntil)) return "Before You Dig: no enquiry yet";
      return fields.allAnswered === true ? null : "Before You Dig: not every asset owner has answered yet";
    case "engineering":
      return filled(fields.number) && filled(fields.date) && document ? null : "Form 15 not on file";
    case "building-approval":
      return filled(fields.number) && filled(fields.date) && document ? null : "Building approval decision notice not on file";
    case "home-warranty":
      return filled(fields.policyNumber) && filled(fields.premiumPaidOn) ? null : "QBCC home warranty not on file";
    case "inspection":
      if (!filled(fields.inspectorName) || !filled(fields.date) || !document) return `Form 16 for stage ${stage} not on file`;
      return input.stagePhotoCount(stage) > 0 ? null : `Form 16 for stage ${stage}: no photo of the stage yet`;
    case "pool-barrier": {
      const checks = (fields.checks ?? {}) as Record<string, unknown>;
      const open = POOL_BARRIER_CHECKS.filter(
        (check) => checks[check] !== true || !item?.files.some((file) => file.role === "photo" && file.check === check),
      );
      if (open.length > 0) return `Pool barrier: ${open.length} check${open.length === 1 ? "" : "s"} not ticked with a photo`;
      return filled(fields.number) && filled(fields.date) && document ? null : "Pool barrier: Form 17 not on file";
    }
    case "swms":
      return input.swms.clockedOn > 0 && input.swms.acknowledged >= input.swms.clockedOn
        ? null
        : "Safe work method statement: not acknowledged by the crew yet";
  }
}

const BLOCKS: Record<ComplianceCode, ComplianceItem["blocks"]> = {
  byda: "booking",
  engineering: "booking",
  "building-approval": "booking",
  "home-warranty": "booking",
  inspection: "completion",
  "pool-barrier": "completion",
  swms: null,
};

function evidenceOf(item: RecordedItem | undefined): ComplianceEvidence {
  if (!item) return {};
  const document = item.files.find((file) => file.role === "document");
  const photos = item.files.filter((file) => file.role === "photo");
  return {
    ...item.fields,
    ...(document ? { file: { fileId: document.fileId, url: document.url } } : {}),
    ...(photos.length ? { photos: photos.map(({ fileId, url, check }) => ({ fileId, url, ...(check ? { check } : {}) })) } : {}),
  };
}

/** The job's register: every rule, once (inspections once per inspection stage), in the table's order. */
export function complianceRegister(input: RegisterInput): ComplianceItem[] {
  const triggers = input.runs.length > 0 ? triggersOfRuns(input.runs, input.rules) : (input.triggers ?? defaultTriggers(input.kind));
  const allDays = input.stages.flatMap((stage) => stage.days).sort();
  const daysOf = (stage: number) => [...(input.stages.find((s) => s.stage === stage)?.days ?? [])].sort();
  const firstDay = allDays[0] ?? null;
  const lastDay = allDays[allDays.length - 1] ?? null;
  const inspectionStages = input.inspectionStages ?? (triggers.needsApproval ? [input.stages[0]?.stage ?? 1] : []);
  const warrantyApplies =
    input.contractCents !== null &&
    input.contractCents > COMPLIANCE_THRESHOLDS.homeWarrantyOverCents.value &&
    (triggers.needsApproval || input.homeWarrantyScope === "all-work");
  const applies: Record<ComplianceCode, boolean> = {
    byda: true,
    engineering: triggers.needsApproval,
    "building-approval": triggers.needsApproval,
    inspection: inspectionStages.length > 0,
    "pool-barrier": triggers.poolBarrier,
    swms: triggers.deepDig,
    "home-warranty": warrantyApplies,
  };
  const due: Record<ComplianceCode, string | null> = {
    byda: firstDay,
    engineering: firstDay,
    "building-approval": firstDay,
    "home-warranty": firstDay,
    inspection: null,
    "pool-barrier": lastDay,
    swms: daysOf(input.digStage)[0] ?? null,
  };
  const item = (code: ComplianceCode, stage = 0): ComplianceItem => {
    const recorded = input.recorded.find((row) => row.code === code && row.stage === stage);
    const rule = COMPLIANCE_RULES[code];
    const base = { code, title: rule.title, source: rule.source, effectiveFrom: rule.effectiveFrom, ...(stage ? { stage } : {}) };
    if (!applies[code]) return { ...base, status: "not-needed", blocks: null, due: null, evidence: evidenceOf(recorded), missing: null };
    const missing = missingOf(code, recorded, input, stage);
    let status: ComplianceStatus = missing === null ? "done" : "needed";
    if (status === "needed" && recorded?.override) status = "overridden";
    const stageDue = stage ? (daysOf(stage).at(-1) ?? null) : due[code];
    return {
      ...base,
      status,
      blocks: BLOCKS[code],
      due: stageDue,
      evidence: evidenceOf(recorded),
      missing: status === "needed" ? missing : null,
      ...(recorded?.override ? { override: recorded.override } : {}),
    };
  };
  return COMPLIANCE_CODES.flatMap((code) =>
    code === "inspection" && inspectionStages.length > 0 ? inspectionStages.map((stage) => item(code, stage)) : [item(code)],
  );
}

/** The items still holding the given gate (needed, not overridden), in the register's order. */
export const holding = (items: readonly ComplianceItem[], gate: "booking" | "completion") =>
  items.filter((item) => item.status === "needed" && item.blocks === gate);
