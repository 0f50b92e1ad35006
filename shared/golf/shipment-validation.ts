import { z } from "zod";
import { SHIPPING_MODES } from "./border-charges";
import { ORIGIN_COUNTRIES } from "./landed-cost";
import { pastDate } from "./price-validation";

/** Lines a shipment may hold: a full container of assorted stock, with room to spare. */
export const MAX_SHIPMENT_LINES = 500;
const MAX_AMOUNT = 10_000_000;

const cents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const amount = (label: string) =>
  z
    .number(`${label} must be a number`)
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_AMOUNT, `${label} must be under 10,000,000`)
    .refine(cents, `${label} can have at most 2 decimal places`);

export const shipmentLineSchema = z.object({
  productId: z.number("Choose a product").int("Choose a product").positive("Choose a product"),
  origin: z.enum(ORIGIN_COUNTRIES, "Choose where the goods were made"),
  units: z
    .number("Units must be a whole number of at least 1")
    .int("Units must be a whole number of at least 1")
    .min(1, "Units must be a whole number of at least 1")
    .max(1_000_000, "At most 1,000,000 units a line"),
  fobUSD: amount("FOB price").refine((n) => n > 0, "FOB price must be more than 0"),
  dutyRatePercent: z
    .number("Duty rate must be a number")
    .finite("Duty rate must be a number")
    .min(0, "Duty rate must be between 0 and 100")
    .max(100, "Duty rate must be between 0 and 100")
    .refine(cents, "Duty rate can have at most 2 decimal places")
    .nullish(),
});

/** POST /api/golf/shipments/calculate: the shipment as the calculation takes it. */
export const shipmentPlanSchema = z.object({
  mode: z.enum(SHIPPING_MODES, "Choose air or sea"),
  exportDate: pastDate,
  freightInsurance: z.object(
    { amount: amount("Freight and insurance"), currency: z.enum(["AUD", "USD"], "Choose A$ or US$") },
    "Enter the freight and insurance bill",
  ),
  brokerFeeAUD: amount("Customs broker fee"),
  shareBy: z.enum(["weight", "value"], "Choose to share freight by weight or by value"),
  lines: z
    .array(shipmentLineSchema, "Add at least one line")
    .min(1, "Add at least one line")
    .max(MAX_SHIPMENT_LINES, `At most ${MAX_SHIPMENT_LINES} lines`),
});
export type ShipmentPlan = z.output<typeof shipmentPlanSchema>;

const name = z
  .string("Give the shipment a name")
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, "Give the shipment a name").max(120, "At most 120 characters"));

/** POST /api/golf/shipments: the plan and its name. */
export const shipmentSchema = shipmentPlanSchema.extend({ name });

/** PATCH /api/golf/shipments/:id: any of its fields (lines, when given, replace all the lines). */
export const shipmentPatchSchema = shipmentSchema.partial();

/** PATCH /api/golf/products/:id: what staff set on a product's card. */
export const productWeightSchema = z.object({
  weightKg: z
    .number("Weight must be a number of kg")
    .finite("Weight must be a number of kg")
    .gt(0, "Weight must be more than 0 kg")
    .max(10_000, "Weight must be at most 10,000 kg")
    .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, "Weight can have at most 3 decimal places (grams)")
    .nullable(),
});

const source = z
  .string("Source is required")
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, "Source is required").max(300, "At most 300 characters"));
const effectiveFrom = z.iso.date("Enter a date as YYYY-MM-DD");
const charge = amount("Charge");

/** PUT /api/golf/border-charges: the whole table, each mode with its processing tiers and one biosecurity charge. */
export const borderChargesSchema = z
  .object({
    processingCharges: z
      .array(
        z.object({ mode: z.enum(SHIPPING_MODES, "Choose air or sea"), fromAUD: amount("From"), amountAUD: charge, source, effectiveFrom }),
        "List the processing charges",
      )
      .max(40, "At most 40 tiers"),
    biosecurityCharges: z
      .array(
        z.object({ mode: z.enum(SHIPPING_MODES, "Choose air or sea"), amountAUD: charge, source, effectiveFrom }),
        "List the biosecurity charges",
      )
      .max(SHIPPING_MODES.length, "One biosecurity charge for each mode"),
  })
  .superRefine((table, ctx) => {
    for (const mode of SHIPPING_MODES) {
      const tiers = table.processingCharges.filter((tier) => tier.mode === mode);
      if (tiers.length === 0) ctx.addIssue({ code: "custom", path: ["processingCharges"], message: `Give ${mode} at least one tier` });
      table.processingCharges.forEach((tier, index) => {
        if (tier.mode === mode && tiers.findIndex((other) => other.fromAUD === tier.fromAUD) !== tiers.indexOf(tier))
          ctx.addIssue({
            code: "custom",
            path: ["processingCharges", index, "fromAUD"],
            message: `Another ${mode} tier starts at this value`,
          });
      });
      const biosecurity = table.biosecurityCharges.filter((row) => row.mode === mode);
      if (biosecurity.length !== 1)
        ctx.addIssue({ code: "custom", path: ["biosecurityCharges"], message: `Give one biosecurity charge for ${mode}` });
    }
  });
