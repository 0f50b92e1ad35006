import { z } from "zod";
import type { GolfShipmentRow } from "@shared/golf/golf-api";
import type { ShipmentInput } from "@shared/golf/shipment";
import { golfToday } from "@shared/golf/price-validation";
import { shipmentPlanSchema } from "@shared/golf/shipment-validation";

/** The planner's form: the shared plan schema, and a name that only saving needs. */
export const shipmentFormSchema = shipmentPlanSchema.extend({
  name: z.string().trim().max(120, "At most 120 characters"),
});
export type ShipmentFormValues = z.input<typeof shipmentFormSchema>;
export type ShipmentFormOutput = z.output<typeof shipmentFormSchema>;

export const emptyLine = (): ShipmentFormValues["lines"][number] => ({
  productId: 0,
  origin: "United States",
  units: 1,
  fobUSD: 0,
  dutyRatePercent: null,
});

export const newShipment = (): ShipmentFormValues => ({
  name: "",
  mode: "sea",
  exportDate: golfToday(),
  freightInsurance: { amount: 0, currency: "USD" },
  brokerFeeAUD: 0,
  shareBy: "weight",
  lines: [emptyLine()],
});

/** A saved shipment back in the form, to change or to plan from. */
export const fromSaved = ({ id: _id, createdAt: _at, updatedAt: _updated, lines, ...plan }: GolfShipmentRow): ShipmentFormValues => ({
  ...plan,
  lines: lines.map((line) => ({ ...line, dutyRatePercent: line.dutyRatePercent ?? null })),
});

export const toPlan = ({ name: _name, ...plan }: ShipmentFormOutput): ShipmentInput => plan;

/** Every field name the server may name in a 400, so its message lands on that field. */
export const shipmentFieldNames = (lineCount: number) => [
  "name",
  "mode",
  "exportDate",
  "freightInsurance.amount",
  "freightInsurance.currency",
  "brokerFeeAUD",
  "shareBy",
  "lines",
  ...Array.from({ length: lineCount }, (_, i) =>
    (["productId", "origin", "units", "fobUSD", "dutyRatePercent"] as const).map((field) => `lines.${i}.${field}`),
  ).flat(),
];

/** A number input's value: blank is null (an optional override), anything else its number. */
export const numberOrNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));
