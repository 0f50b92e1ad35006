import { z } from "zod";
import {
  type Band,
  FENCE_HEIGHTS,
  FENCE_TYPE_LABELS,
  FENCE_TYPES,
  type PriceTable,
  WALL_MATERIAL_LABELS,
  WALL_MATERIALS,
} from "@shared/estimates/price-table";

/*
 * The price table as the Owner edits it: each rate a low and a high in dollars (typed as text, "450" or "450.50"),
 * turned into the API's cents exactly (no floating point), and each server error put back on its field.
 */

export interface RateRow {
  /** the form's name for the row (no dots: react-hook-form reads dots as nesting) */
  key: string;
  /** where it sits in the API's table, as a 400 names it ("fences.colorbond.1.8") */
  path: string;
  label: string;
  get: (table: PriceTable) => Band;
}

export interface RateGroup {
  /** the section's id on the page */
  id: string;
  title: string;
  unit: string;
  rows: RateRow[];
}

const EXTRAS = [
  ["removalPerMetre", "Removing an old wall or fence", "per metre"],
  ["singleGate", "Single gate", "each"],
  ["doubleGate", "Double gate", "each"],
  ["engineering", "Engineering design", "per job"],
  ["approval", "Building approval", "per job"],
] as const;

export const RATE_GROUPS: RateGroup[] = [
  {
    id: "walls",
    title: "Retaining walls",
    unit: "per m² of wall face (length x height)",
    rows: WALL_MATERIALS.map((material) => ({
      key: `wall_${material}`,
      path: `walls.${material}`,
      label: WALL_MATERIAL_LABELS[material],
      get: (table) => table.walls[material],
    })),
  },
  ...FENCE_TYPES.map((type) => ({
    id: `fences-${type}`,
    title: `${FENCE_TYPE_LABELS[type]} fences`,
    unit: "per metre",
    rows: FENCE_HEIGHTS.map((height) => ({
      key: `fence_${type}_${height.replace(".", "")}`,
      path: `fences.${type}.${height}`,
      label: `${height} m high`,
      get: (table: PriceTable) => table.fences[type][height],
    })),
  })),
  {
    id: "extras",
    title: "Extras",
    unit: "as each line says",
    rows: EXTRAS.map(([name, label, unit]) => ({
      key: `extra_${name}`,
      path: `extras.${name}`,
      label: `${label} (${unit})`,
      get: (table: PriceTable) => table.extras[name],
    })),
  },
];

const ALL_ROWS = RATE_GROUPS.flatMap((group) => group.rows);

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
const DOLLARS_MESSAGE = "Enter dollars, e.g. 450 or 450.50";

/** "450.5" -> 45050 cents, exactly. */
export function centsOf(dollars: string): number {
  const [whole, part = ""] = dollars.trim().split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}

/** 45050 cents -> "450.50"; whole dollars without cents. */
export const dollarsOf = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const dollars = z.string().trim().regex(DOLLARS, DOLLARS_MESSAGE);
const band = z
  .object({ low: dollars, high: dollars })
  .refine((b) => !DOLLARS.test(b.low) || !DOLLARS.test(b.high) || centsOf(b.low) <= centsOf(b.high), {
    message: "The low is above the high",
    path: ["low"],
  });

export const priceFormSchema = z.object({
  rates: z.object(Object.fromEntries(ALL_ROWS.map((row) => [row.key, band]))),
  noExcavatorPercent: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, "Enter a whole percent")
    .refine((p) => Number(p) <= 100, "At most 100%"),
});
export type PriceForm = z.infer<typeof priceFormSchema>;

export function formOf(table: PriceTable): PriceForm {
  return {
    rates: Object.fromEntries(
      ALL_ROWS.map((row) => [row.key, { low: dollarsOf(row.get(table).low), high: dollarsOf(row.get(table).high) }]),
    ),
    noExcavatorPercent: String(table.extras.noExcavatorPercent),
  };
}

export function tableOf(form: PriceForm): PriceTable {
  const bandOf = (key: string): Band => ({ low: centsOf(form.rates[key]!.low), high: centsOf(form.rates[key]!.high) });
  const byPath = (prefix: string) => ALL_ROWS.filter((row) => row.path.startsWith(prefix));
  const walls = Object.fromEntries(byPath("walls.").map((row) => [row.path.split(".")[1], bandOf(row.key)])) as PriceTable["walls"];
  const fences = Object.fromEntries(
    FENCE_TYPES.map((type) => [
      type,
      Object.fromEntries(byPath(`fences.${type}.`).map((row) => [row.path.slice(`fences.${type}.`.length), bandOf(row.key)])),
    ]),
  ) as PriceTable["fences"];
  const extra = (name: (typeof EXTRAS)[number][0]) => bandOf(`extra_${name}`);
  return {
    walls,
    fences,
    extras: {
      removalPerMetre: extra("removalPerMetre"),
      singleGate: extra("singleGate"),
      doubleGate: extra("doubleGate"),
      engineering: extra("engineering"),
      approval: extra("approval"),
      noExcavatorPercent: Number(form.noExcavatorPercent),
    },
  };
}

/** A 400's field ("fences.colorbond.1.8.low") as the form's field name ("rates.fence_colorbond_18.low"). */
export function formFieldOf(serverField: string): string | undefined {
  if (serverField === "extras.noExcavatorPercent") return "noExcavatorPercent";
  const row = ALL_ROWS.find((r) => serverField === `${r.path}.low` || serverField === `${r.path}.high`);
  return row && `rates.${row.key}.${serverField.endsWith(".low") ? "low" : "high"}`;
}
