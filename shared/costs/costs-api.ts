import { z } from "zod";
import type { Band, FenceHeight, FenceType, PriceTable, WallMaterial } from "../estimates/price-table";
import { TAKEOFF_UNITS, type TakeoffLine } from "./takeoff";

/*
 * What each job cost, as the API says it: the categories of other costs, the Owner's prices and rates, and the
 * quoted-against-actual answer. Hourly costs and margins are the Owner's only (Staff and Crew get 403).
 */

export const COST_CATEGORIES = ["subcontract", "hire", "tip", "concrete", "other"] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

export const COST_CATEGORY_LABELS: Record<CostCategory, string> = {
  subcontract: "Subcontractor",
  hire: "Hire",
  tip: "Tip fees",
  concrete: "Concrete",
  other: "Other",
};

const cents = (label: string, max: number) =>
  z
    .number(`Enter the ${label} in cents`)
    .int(`The ${label} is in whole cents`)
    .min(0, `The ${label} cannot be negative`)
    .max(max, `The ${label} is too large`);

const isoDay = z.string("Enter the day it applies from").regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the day as YYYY-MM-DD");

/** POST /api/jobs/:id/costs (staff): a cost ex GST. */
export const jobCostSchema = z.object({
  category: z.enum(COST_CATEGORIES, "Choose what the cost is for"),
  amountCents: cents("amount", 100_000_000).min(1, "Enter the amount, ex GST"),
  supplier: z.string("Enter the supplier").trim().max(120, "At most 120 characters").default(""),
  note: z.string("Check the note").trim().max(500, "At most 500 characters").default(""),
  stage: z.number("Choose the stage").int("Choose the stage").min(1, "Choose the stage").nullish(),
});
export type JobCostInput = z.input<typeof jobCostSchema>;

/** PATCH /api/accounts/:id (Owner): the account's loaded hourly cost from a day on. */
export const hourlyCostSchema = z.object({
  hourlyCostCents: cents("hourly cost", 100_000),
  hourlyCostFrom: isoDay,
});

/** GET/PUT /api/material-prices (Owner). */
export const materialPricesSchema = z.object({
  prices: z
    .array(
      z.object({
        item: z.string("Name the item").trim().min(1, "Name the item").max(200, "At most 200 characters"),
        unit: z.enum(TAKEOFF_UNITS, "Choose the unit"),
        unitCostCents: cents("unit cost", 10_000_000),
      }),
    )
    .max(500, "At most 500 items")
    .refine((prices) => new Set(prices.map((price) => price.item)).size === prices.length, "List each item once"),
});
export type MaterialPrices = z.output<typeof materialPricesSchema>;

/** POST /api/takeoff answers the lines; the job's take-off adds each line's supplier cost for the Owner. */
export interface TakeoffAnswer {
  lines: TakeoffLine[];
}

export interface JobCostRow {
  id: number;
  category: CostCategory;
  amountCents: number;
  supplier: string;
  note: string;
  stage: number | null;
  by: string;
  createdAt: string;
  receiptUrl: string | null;
}

export interface CostFigures {
  labourCents: number;
  materialsCents: number;
  otherCents: number;
  totalCents: number;
}

/** GET /api/jobs/:id/costs (Owner). */
export interface JobCostsAnswer {
  stages: {
    stage: number;
    description: string;
    quoted: { hours: number; labourCents: number };
    actual: { hours: number; unchargedHours: number; labourCents: number };
  }[];
  quoted: CostFigures;
  actual: CostFigures;
  varianceCents: number;
  variancePercent: number | null;
  revenueCents: number;
  marginCents: number;
  marginPercent: number | null;
  costs: JobCostRow[];
}

/** GET /api/reports/productivity?from&to (Owner): hours per m² of wall face and per metre of fence, quoted and actual. */
export interface ProductivityReport {
  walls: { material: WallMaterial; areaM2: number; jobs: number; quotedHoursPerM2: number | null; actualHoursPerM2: number | null }[];
  fences: { type: FenceType; metres: number; jobs: number; quotedHoursPerMetre: number | null; actualHoursPerMetre: number | null }[];
}

/**
 * GET /api/reports/price-suggestions (Owner): from the last 10 completed jobs of each kind, the actual cost per unit
 * and the band that would earn the target margin on it (including GST, to the dollar). Nothing is saved: the Owner
 * saves them as a new version of the price table, after confirming.
 */
export interface PriceSuggestions {
  targetMarginPercent: number;
  walls: { material: WallMaterial; jobs: number; costPerUnitCents: number; band: Band }[];
  fences: { type: FenceType; jobs: number; heights: FenceHeight[]; costPerUnitCents: number; band: Band }[];
}

/** Today's price table with the suggested bands laid over it: what "Save as new price table" saves, once confirmed. */
export function tableWithSuggestions(table: PriceTable, suggestions: PriceSuggestions): PriceTable {
  const next: PriceTable = structuredClone(table);
  for (const wall of suggestions.walls) next.walls[wall.material] = { ...wall.band };
  for (const fence of suggestions.fences) for (const height of fence.heights) next.fences[fence.type][height] = { ...fence.band };
  return next;
}
