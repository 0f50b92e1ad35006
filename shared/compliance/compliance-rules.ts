/*
 * The paperwork a Queensland wall or fence job needs before the digger, and before it is called finished: one row
 * per rule, each with the day it took effect and the law or guide it comes from. The register (register.ts) reads
 * this table and nothing else; the figures here are the thresholds its unit tests pin.
 */

export const COMPLIANCE_CODES = [
  "byda",
  "engineering",
  "building-approval",
  "inspection",
  "pool-barrier",
  "swms",
  "home-warranty",
] as const;
export type ComplianceCode = (typeof COMPLIANCE_CODES)[number];

export type ComplianceGate = "booking" | "completion" | "clock-on";

export interface ComplianceRule {
  code: ComplianceCode;
  title: string;
  /** what it holds while needed */
  holds: ComplianceGate;
  /** the first day the rule applies (ISO) */
  effectiveFrom: string;
  source: string;
}

export const COMPLIANCE_RULES: Record<ComplianceCode, ComplianceRule> = {
  byda: {
    code: "byda",
    title: "Before You Dig enquiry",
    holds: "booking",
    effectiveFrom: "2021-07-01",
    source:
      "Work Health and Safety Regulation 2011 (Qld) s 304 (locating underground services before excavation); Before You Dig Australia: plans are valid for 30 days",
  },
  engineering: {
    code: "engineering",
    title: "Engineer's design (Form 15)",
    holds: "booking",
    effectiveFrom: "2010-01-01",
    source: "Building Regulation 2021 (Qld) sch 1 and 2; Form 15 compliance certificate for building design from an RPEQ engineer",
  },
  "building-approval": {
    code: "building-approval",
    title: "Building approval (decision notice)",
    holds: "booking",
    effectiveFrom: "2010-01-01",
    source:
      "Building Act 1975 (Qld) s 20; Building Regulation 2021 sch 1 s 1 (retaining walls over 1.0 m, loaded or within 1.5 m of a building)",
  },
  inspection: {
    code: "inspection",
    title: "Stage inspection (Form 16)",
    holds: "completion",
    effectiveFrom: "2010-01-01",
    source: "Building Act 1975 (Qld) s 34; Form 16 inspection certificate for each inspection stage of an approved job",
  },
  "pool-barrier": {
    code: "pool-barrier",
    title: "Pool barrier checks and Form 17",
    holds: "completion",
    effectiveFrom: "2010-12-01",
    source: "Queensland Development Code MP 3.4 and AS 1926.1-2012 (swimming pool safety barriers); Form 17 final inspection certificate",
  },
  swms: {
    code: "swms",
    title: "Safe work method statement (trench or hole over 1.5 m)",
    holds: "clock-on",
    effectiveFrom: "2011-01-01",
    source:
      "Work Health and Safety Regulation 2011 (Qld) ss 291 and 299 (high-risk construction work: trenches and shafts over 1.5 m deep)",
  },
  "home-warranty": {
    code: "home-warranty",
    title: "QBCC home warranty insurance",
    holds: "booking",
    effectiveFrom: "2015-07-01",
    source:
      "Queensland Building and Construction Commission Act 1991 sch 6; QBCC Insurance Policy Conditions: residential work over $3,300",
  },
};

/** A figure of the rules, with where it comes from. */
interface Threshold {
  value: number;
  source: string;
}

export const COMPLIANCE_THRESHOLDS = {
  /** holes or trenches deeper than this are high-risk construction work */
  swmsDepthMm: { value: 1500, source: COMPLIANCE_RULES.swms.source },
  /** home warranty applies to contracts over this, including GST */
  homeWarrantyOverCents: { value: 330_000, source: COMPLIANCE_RULES["home-warranty"].source },
  /** a Before You Dig enquiry must be lodged at least this many whole working days before the dig */
  bydaLeadWorkingDays: { value: 1, source: COMPLIANCE_RULES.byda.source },
  /** and no more than this many calendar days before it */
  bydaMaxAgeDays: { value: 30, source: COMPLIANCE_RULES.byda.source },
  /** the reminder goes this many working days before the plans' last valid day */
  bydaReminderWorkingDays: { value: 2, source: "Business practice: time to lodge a new enquiry before the plans lapse" },
} as const satisfies Record<string, Threshold>;

/**
 * Which work the home warranty covers: by default work that needs building approval (the table's rule), which the
 * Owner can widen to every contract over the threshold (business details).
 */
export type { HomeWarrantyScope } from "../invoicing-details";

export const POOL_BARRIER_CHECKS = ["height", "gaps", "non-climbable-zone", "gate-closes", "latch-height"] as const;
export type PoolBarrierCheck = (typeof POOL_BARRIER_CHECKS)[number];

export const POOL_BARRIER_CHECK_LABELS: Record<PoolBarrierCheck, string> = {
  height: "Barrier at least 1,200 mm high",
  gaps: "Gaps under and between at most 100 mm",
  "non-climbable-zone": "900 mm non-climbable zone clear",
  "gate-closes": "Gate self-closes and latches from any position from 150 mm open",
  "latch-height": "Latch at least 1,500 mm above the ground",
};
