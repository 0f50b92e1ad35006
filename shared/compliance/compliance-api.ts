import { z } from "zod";
import { calendarDay } from "../calendar/calendar-day";
import { type ComplianceCode, POOL_BARRIER_CHECKS } from "./compliance-rules";

export type ComplianceStatus = "needed" | "done" | "not-needed" | "overridden";

/** A stored evidence file; its url is for staff only. */
export interface EvidenceFile {
  fileId: number;
  url: string;
}

export type ComplianceEvidence = Record<string, unknown> & {
  file?: EvidenceFile;
  photos?: (EvidenceFile & { check?: string })[];
};

export interface ComplianceItem {
  code: ComplianceCode;
  title: string;
  status: ComplianceStatus;
  blocks: "booking" | "completion" | null;
  /** the day it is needed by (ISO), when the job is booked */
  due: string | null;
  evidence: ComplianceEvidence;
  source: string;
  effectiveFrom: string;
  /** inspections: the stage (1-based) */
  stage?: number;
  /** while needed: what is missing, as a refused booking or completion names it */
  missing: string | null;
  override?: { reason: string; by: string; at: string };
}

/** Which rules a job without runs falls under, as staff ticked them. */
export interface ComplianceTriggers {
  needsApproval: boolean;
  poolBarrier: boolean;
  deepDig: boolean;
}

export interface ComplianceRegisterAnswer {
  items: ComplianceItem[];
  /** whether the triggers come from the accepted quote's runs (else staff tick them) */
  fromRuns: boolean;
  triggers: ComplianceTriggers;
  inspectionStages: number[];
  digStage: number;
  /** set when a schedule change moved a digging stage past the plans' validity */
  flag: string | null;
}

/** Multipart sends every field as text: "true" and "false" are read as the ticks they are. */
const tick = z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean("Answer yes or no"));
const text = (what: string, max = 120) =>
  z.string(`Enter the ${what}`).trim().min(1, `Enter the ${what}`).max(max, `The ${what} is at most ${max} characters`);
const day = (what: string) => calendarDay({ required: `Enter the ${what}`, format: `Enter the ${what} as YYYY-MM-DD` });
const stageNumber = z.coerce.number("Choose the stage").int("Choose the stage").min(1, "Choose the stage").max(50, "Choose the stage");

export const bydaEvidenceSchema = z.object({
  reference: text("enquiry's reference number", 40),
  lodgedOn: day("day it was lodged"),
  validUntil: day("day the plans stop being valid"),
  allAnswered: tick,
});

export const certificateEvidenceSchema = z.object({ number: text("number", 60), date: day("date") });
export const inspectionEvidenceSchema = z.object({ stage: stageNumber, inspectorName: text("inspector's name"), date: day("date") });
export const warrantyEvidenceSchema = z.object({
  policyNumber: text("policy number", 60),
  premiumPaidOn: day("day the premium was paid"),
});

const checksSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.partialRecord(z.enum(POOL_BARRIER_CHECKS, "That is not one of the barrier checks"), tick, "Give the checks ticked"),
);
/** The barrier's checks may be ticked one at a time (each with its photo) before the Form 17 is in. */
export const poolBarrierEvidenceSchema = z.object({
  checks: checksSchema.optional(),
  number: text("Form 17's number", 60).optional(),
  date: day("Form 17's date").optional(),
});

export const swmsEvidenceSchema = z.object({ stage: stageNumber });

export const EVIDENCE_SCHEMAS = {
  byda: bydaEvidenceSchema,
  engineering: certificateEvidenceSchema,
  "building-approval": certificateEvidenceSchema,
  inspection: inspectionEvidenceSchema,
  "pool-barrier": poolBarrierEvidenceSchema,
  swms: swmsEvidenceSchema,
  "home-warranty": warrantyEvidenceSchema,
} as const satisfies Record<ComplianceCode, z.ZodType>;

export const overrideSchema = z.object({
  reason: z.string("Write why it is overridden").trim().min(1, "Write why it is overridden").max(500, "At most 500 characters"),
});

/** Staff's ticks for a job without runs, the stages marked for inspection, and the stage that digs. */
export const complianceSettingsSchema = z.object({
  triggers: z.object({ needsApproval: z.boolean(), poolBarrier: z.boolean(), deepDig: z.boolean() }).optional(),
  inspectionStages: z.array(z.number().int().min(1).max(50), "Give the inspection stages as a list").max(50).optional(),
  digStage: z.number("Choose the stage that digs").int().min(1).max(50).optional(),
});
export type ComplianceSettings = z.infer<typeof complianceSettingsSchema>;

/** Evidence files: a PDF or an image, at most 10 MiB. */
export const EVIDENCE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** A certificate the homeowner is owed, as their job page links it. */
export interface HomeownerCertificate {
  title: string;
  url: string;
}
