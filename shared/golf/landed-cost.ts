import { roundTo2 } from "./profit-math";

/** Customs value per consignment at or below which the low-value rules apply (no duty, GST or charge at the border). */
export const LOW_VALUE_THRESHOLD_AUD = 1000;
export const GST_RATE_PERCENT = 10;

/** Origins (where the goods were made) whose free-trade agreement takes golf goods duty free. */
export const FTA_ORIGINS: Readonly<Record<string, string>> = {
  "United States": "AUSFTA",
  China: "ChAFTA",
};

export const ORIGIN_COUNTRIES = ["United States", "China", "Japan", "Taiwan", "Vietnam", "South Korea", "Thailand", "Other"] as const;

/** The free-trade agreement of an origin, or null when duty is at the general rate. */
export const ftaOf = (origin: string): string | null => FTA_ORIGINS[origin] ?? null;

/** 0% for an FTA origin (its rules of origin met), otherwise the general rate from settings. */
export const defaultDutyRate = (origin: string, generalRatePercent: number): number => (ftaOf(origin) ? 0 : generalRatePercent);

export interface LandedCostInputs {
  /** per unit, US dollars */
  fobPriceUSD: number;
  units: number;
  /** US$ per A$1 */
  exchangeRate: number;
  dutyRatePercent: number;
  /** the consignment's, A$ */
  freightInsuranceAUD: number;
  brokerFeeAUD: number;
  processingChargeAUD: number;
  shelfPriceIncGstAUD: number;
}

export interface LandedCost {
  ok: true;
  /** customs value at or below LOW_VALUE_THRESHOLD_AUD: nothing collected at the border */
  lowValue: boolean;
  customsValue: number;
  duty: number;
  /** value of the taxable importation; null under the low-value rules (GST is charged at sale instead) */
  taxableValue: number | null;
  importGst: number;
  /** the import processing charge actually applied (0 under the low-value rules) */
  processingCharge: number;
  landedCostPerUnit: number;
  netShelfPrice: number;
  marginPerUnit: number;
  /** percent of the net shelf price; null when that price is 0 */
  marginPercent: number | null;
}

export interface LandedCostRefusal {
  ok: false;
  field: keyof LandedCostInputs;
  message: string;
}

function refusal(inputs: LandedCostInputs): LandedCostRefusal | null {
  const refuse = (field: keyof LandedCostInputs, message: string): LandedCostRefusal => ({ ok: false, field, message });
  if (!Number.isInteger(inputs.units) || inputs.units < 1) return refuse("units", "Units must be a whole number of at least 1");
  if (!Number.isFinite(inputs.exchangeRate) || inputs.exchangeRate <= 0) return refuse("exchangeRate", "Exchange rate must be above 0");
  const amounts: [keyof LandedCostInputs, string][] = [
    ["fobPriceUSD", "FOB price"],
    ["dutyRatePercent", "Duty rate"],
    ["freightInsuranceAUD", "Freight and insurance"],
    ["brokerFeeAUD", "Customs broker fee"],
    ["processingChargeAUD", "Import processing charge"],
    ["shelfPriceIncGstAUD", "Shelf price"],
  ];
  for (const [field, label] of amounts) {
    const value = inputs[field];
    if (!Number.isFinite(value) || value < 0) return refuse(field, `${label} must be 0 or more`);
  }
  return null;
}

/**
 * What one unit costs landed in Australia, ex-GST, and the margin it leaves at the shelf price.
 * Each money amount is rounded to the cent as it is computed, and the rounded amount is what the
 * next step uses, as a customs entry would show it.
 */
export function landedCost(inputs: LandedCostInputs): LandedCost | LandedCostRefusal {
  const refused = refusal(inputs);
  if (refused) return refused;
  const customsValue = roundTo2((inputs.fobPriceUSD * inputs.units) / inputs.exchangeRate);
  const lowValue = customsValue <= LOW_VALUE_THRESHOLD_AUD;
  const duty = lowValue ? 0 : roundTo2((customsValue * inputs.dutyRatePercent) / 100);
  const taxableValue = lowValue ? null : roundTo2(customsValue + duty + inputs.freightInsuranceAUD);
  const importGst = taxableValue === null ? 0 : roundTo2((taxableValue * GST_RATE_PERCENT) / 100);
  const processingCharge = lowValue ? 0 : inputs.processingChargeAUD;
  const consignment = customsValue + duty + inputs.freightInsuranceAUD + inputs.brokerFeeAUD + processingCharge;
  const landedCostPerUnit = roundTo2(consignment / inputs.units);
  const netShelfPrice = roundTo2(inputs.shelfPriceIncGstAUD / (1 + GST_RATE_PERCENT / 100));
  const marginPerUnit = roundTo2(netShelfPrice - landedCostPerUnit);
  const marginPercent = netShelfPrice > 0 ? roundTo2((marginPerUnit / netShelfPrice) * 100) : null;
  return {
    ok: true,
    lowValue,
    customsValue,
    duty,
    taxableValue,
    importGst,
    processingCharge,
    landedCostPerUnit,
    netShelfPrice,
    marginPerUnit,
    marginPercent,
  };
}
