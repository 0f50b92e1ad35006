import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { competitors, profitAnalysis, suppliers } from "../schema";
import { TEXT_LIMITS } from "../constants";
import { COMPETITOR_SEGMENTS, PROFIT_CATEGORIES, SUPPLIER_SPECIALIZATIONS } from "./golf-constants";
import { GOLF_BULK_DELETE_LIMIT } from "./list-limits";

const optionalText = (max: number = TEXT_LIMITS.shortText) => z.string().trim().max(max, `Must be ${max} characters or fewer`).nullish();
const requiredText = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(TEXT_LIMITS.shortText, `Must be ${TEXT_LIMITS.shortText} characters or fewer`);
const optionalUrl = z
  .string()
  .trim()
  .max(TEXT_LIMITS.url, `Must be ${TEXT_LIMITS.url} characters or fewer`)
  .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "Please enter a full web address (https://...)")
  .nullish();
const optionalEmail = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email)
  .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address")
  .nullish();
const finite = (label: string) => z.number(`${label} must be a number`).finite(`${label} must be a number`);
const nonNegative = (label: string) => finite(label).min(0, `${label} cannot be negative`);
const money = (label: string) =>
  nonNegative(label)
    .max(1e9, `${label} is too large`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} can have at most 2 decimal places`);

/** POST /api/golf/suppliers: the supplier entity without id and stamps. */
export const supplierSchema = createInsertSchema(suppliers, {
  companyName: requiredText("Company name"),
  country: requiredText("Country"),
  contactEmail: optionalEmail,
  website: optionalUrl,
  specialization: z.enum(SUPPLIER_SPECIALIZATIONS, "Please choose a specialization").nullish(),
  minimumOrder: z.number().int("Minimum order must be a whole number").min(0, "Minimum order cannot be negative").max(1e9).nullish(),
  paymentTerms: optionalText(),
  shippingRegions: optionalText(),
  certifications: optionalText(),
  notes: optionalText(TEXT_LIMITS.notes),
  rating: z
    .number()
    .int("Rating must be a whole number")
    .min(1, "Rating must be between 1 and 5")
    .max(5, "Rating must be between 1 and 5")
    .nullish(),
}).omit({ id: true, createdAt: true });

/** POST /api/golf/competitors: the competitor entity without id and stamp. */
export const competitorSchema = createInsertSchema(competitors, {
  companyName: requiredText("Company name"),
  country: requiredText("Country"),
  website: optionalUrl,
  marketSegment: z.enum(COMPETITOR_SEGMENTS, "Please choose a market segment").nullish(),
  specialization: optionalText(),
  // revenues run into the billions (shown as B from 1e9); numeric(16,2) holds up to 1e14
  estimatedRevenue: nonNegative("Estimated revenue").max(1e13, "Estimated revenue is too large").nullish(),
  marketShare: finite("Market share")
    .min(0, "Market share must be between 0 and 100")
    .max(100, "Market share must be between 0 and 100")
    .nullish(),
  strengths: optionalText(TEXT_LIMITS.notes),
  weaknesses: optionalText(TEXT_LIMITS.notes),
  pricingStrategy: optionalText(),
  distributionChannels: optionalText(),
}).omit({ id: true, createdAt: true });

/**
 * POST /api/golf/profit-analysis. The margins and break-even units the form sends are accepted for
 * shape, but the server stores its own calculation from the prices (shared/golf/profit-math.ts).
 */
export const profitAnalysisSchema = createInsertSchema(profitAnalysis, {
  productCategory: z.enum(PROFIT_CATEGORIES, "Please choose a product category"),
  averageUSPrice: money("Average US price"),
  averageAUPrice: money("Average AU price"),
  suggestedRetailPrice: money("Suggested retail price").gt(0, "Suggested retail price must be above 0"),
  costOfGoods: money("Cost of goods"),
  shippingCost: money("Shipping cost"),
  marketingCost: money("Marketing cost"),
  // accepted for shape only: the server stores its own calculation
  grossMargin: finite("Gross margin").optional(),
  netMargin: finite("Net margin").optional(),
  breakEvenUnits: z.number().int().min(0).nullish(),
  notes: optionalText(TEXT_LIMITS.notes),
}).omit({ id: true, lastUpdated: true });

export type SupplierInput = z.input<typeof supplierSchema>;
export type CompetitorInput = z.input<typeof competitorSchema>;
export type ProfitAnalysisInput = z.input<typeof profitAnalysisSchema>;

/** POST /api/golf/{suppliers,competitors,profit-analysis}/bulk-delete (staff). */
export const golfBulkDeleteSchema = z.object({
  ids: z
    .array(
      z.number("Choose the records to delete").int("Choose the records to delete").positive("Choose the records to delete"),
      "Choose the records to delete",
    )
    .min(1, "Choose at least one record to delete")
    .max(GOLF_BULK_DELETE_LIMIT, `Delete at most ${GOLF_BULK_DELETE_LIMIT} records at once`),
});
