import { type BorderCharges, biosecurityChargeFor, processingChargeFor, type ShippingMode } from "./border-charges";
import { defaultDutyRate, GST_RATE_PERCENT, LOW_VALUE_THRESHOLD_AUD } from "./landed-cost";
import type { ShipmentPlan } from "./shipment-validation";

/**
 * A whole shipment landed in Australia, worked as a customs entry shows it: every amount is whole cents, rounded half
 * up as it is computed, and the rounded amount is what the next step uses. Integer cents (and BigInt for the one
 * division by the rate) keep binary fractions out of it, so 0.1 + 0.2 never costs a cent.
 */

/** POST /api/golf/shipments/calculate: the plan as the shared schema gives it (shared/validation/golf-shipments.ts). */
export type ShipmentInput = ShipmentPlan;
export type ShareBy = ShipmentPlan["shareBy"];

/** What the calculation needs of a product: its weight (null when never entered) and its shelf price including GST. */
export interface ShipmentProduct {
  name: string;
  weightKg: number | null;
  priceAUD: number;
}

export interface ShipmentTerms {
  rate: { usdPerAud: number; date: string };
  generalDutyRate: number;
  charges: BorderCharges;
  products: ReadonlyMap<number, ShipmentProduct>;
}

export interface ShipmentLineResult {
  productId: number;
  origin: string;
  units: number;
  fobUSD: number;
  dutyRatePercent: number;
  customsValueAUD: number;
  freightShareAUD: number;
  dutyAUD: number;
  votiAUD: number;
  importGstAUD: number;
  chargesShareAUD: number;
  landedCostAUD: number;
  landedPerUnitAUD: number;
  netShelfPriceAUD: number;
  marginPerUnitAUD: number;
  /** null when the shelf price is 0 */
  marginPercent: number | null;
}

/** The answer of POST /api/golf/shipments/calculate. */
export interface ShipmentResult {
  mode: ShippingMode;
  shareBy: ShareBy;
  rate: { usdPerAud: number; date: string };
  /** the shipment's customs value is at or below A$1,000: no duty, border GST or charges (GST is charged at sale) */
  lowValue: boolean;
  customsValueAUD: number;
  /** the freight and insurance bill in A$ (a US$ bill converted once at the rate) */
  freightInsuranceAUD: number;
  brokerFeeAUD: number;
  processingChargeAUD: number;
  biosecurityChargeAUD: number;
  dutyAUD: number;
  totalLandedAUD: number;
  /** claimable: shown, never a cost */
  importGstAUD: number;
  /** units of every line */
  units: number;
  /** margin of the whole shipment sold at the shelf prices, A$ ex GST */
  marginAUD: number;
  lines: ShipmentLineResult[];
}

export interface ShipmentRefusal {
  field: string;
  message: string;
}

const RATE_SCALE = 1_000_000n;

/** Whole cents of an amount given in dollars. */
export const toCents = (dollars: number): number => Math.round(Number((dollars * 100).toPrecision(15)));
const toDollars = (cents: number): number => cents / 100 + 0;

/** numerator / denominator rounded half away from zero (half up for the positive amounts of an entry), exactly. */
function divide(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/** A percentage of cents, the percent given to two decimals at most. */
const percentOf = (cents: number, percent: number) => divide(BigInt(cents) * BigInt(Math.round(percent * 100)), 10_000n);

/**
 * Shares a sum of cents across lines in proportion to their weights. Each share is rounded half up, and the cents
 * that rounding leaves over (or takes too many) go to the line with the largest share, so the shares add up to the
 * sum exactly.
 */
export function shareCents(total: number, weights: readonly bigint[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0n);
  if (whole === 0n) return weights.map(() => 0);
  const shares = weights.map((weight) => divide(BigInt(total) * weight, whole));
  const left = total - shares.reduce((sum, share) => sum + share, 0);
  if (left !== 0) {
    let largest = 0;
    shares.forEach((share, index) => {
      if (share > shares[largest]!) largest = index;
    });
    shares[largest]! += left;
  }
  return shares;
}

/** US$ cents to A$ cents at a rate of US$ per A$1. */
const usdToAud = (usdCents: bigint, usdPerAud: number) => divide(usdCents * RATE_SCALE, BigInt(Math.round(usdPerAud * 1e6)));

const grams = (kg: number) => BigInt(Math.round(kg * 1000));

/** The shipment's figures, or why they cannot be worked (a line's product unknown, or without a weight to share by). */
export function calculateShipment(input: ShipmentInput, terms: ShipmentTerms): ShipmentResult | ShipmentRefusal {
  const products: ShipmentProduct[] = [];
  for (const [index, line] of input.lines.entries()) {
    const product = terms.products.get(line.productId);
    if (!product) return { field: `lines.${index}.productId`, message: "No such product" };
    if (input.shareBy === "weight" && !(product.weightKg && product.weightKg > 0))
      return { field: `lines.${index}.productId`, message: `Enter the weight of ${product.name} on its card, or share by value` };
    products.push(product);
  }
  const usdPerAud = terms.rate.usdPerAud;
  const customs = input.lines.map((line) => usdToAud(BigInt(line.units) * BigInt(toCents(line.fobUSD)), usdPerAud));
  const customsTotal = customs.reduce((sum, cents) => sum + cents, 0);
  const lowValue = customsTotal <= LOW_VALUE_THRESHOLD_AUD * 100;
  const freight =
    input.freightInsurance.currency === "USD"
      ? usdToAud(BigInt(toCents(input.freightInsurance.amount)), usdPerAud)
      : toCents(input.freightInsurance.amount);
  const processing = lowValue ? 0 : toCents(processingChargeFor(terms.charges, input.mode, toDollars(customsTotal)));
  const biosecurity = lowValue ? 0 : toCents(biosecurityChargeFor(terms.charges, input.mode));
  const brokerFee = toCents(input.brokerFeeAUD);

  const basis =
    input.shareBy === "weight"
      ? input.lines.map((line, index) => BigInt(line.units) * grams(products[index]!.weightKg!))
      : customs.map((cents) => BigInt(cents));
  const freightShares = shareCents(freight, basis);
  const chargeShares = shareCents(processing + biosecurity + brokerFee, basis);

  const lines = input.lines.map((line, index): ShipmentLineResult => {
    const dutyRatePercent = line.dutyRatePercent ?? defaultDutyRate(line.origin, terms.generalDutyRate);
    const customsValue = customs[index]!;
    const duty = lowValue ? 0 : percentOf(customsValue, dutyRatePercent);
    const voti = lowValue ? 0 : customsValue + duty + freightShares[index]!;
    const importGst = lowValue ? 0 : percentOf(voti, GST_RATE_PERCENT);
    const landed = customsValue + duty + freightShares[index]! + chargeShares[index]!;
    const perUnit = divide(BigInt(landed), BigInt(line.units));
    const netShelf = divide(BigInt(toCents(products[index]!.priceAUD)) * 100n, BigInt(100 + GST_RATE_PERCENT));
    const margin = netShelf - perUnit;
    return {
      productId: line.productId,
      origin: line.origin,
      units: line.units,
      fobUSD: line.fobUSD,
      dutyRatePercent,
      customsValueAUD: toDollars(customsValue),
      freightShareAUD: toDollars(freightShares[index]!),
      dutyAUD: toDollars(duty),
      votiAUD: toDollars(voti),
      importGstAUD: toDollars(importGst),
      chargesShareAUD: toDollars(chargeShares[index]!),
      landedCostAUD: toDollars(landed),
      landedPerUnitAUD: toDollars(perUnit),
      netShelfPriceAUD: toDollars(netShelf),
      marginPerUnitAUD: toDollars(margin),
      marginPercent: netShelf > 0 ? divide(BigInt(margin) * 10_000n, BigInt(netShelf)) / 100 + 0 : null,
    };
  });
  const sum = (pick: (line: ShipmentLineResult) => number) => toDollars(lines.reduce((total, line) => total + toCents(pick(line)), 0));
  return {
    mode: input.mode,
    shareBy: input.shareBy,
    rate: terms.rate,
    lowValue,
    customsValueAUD: toDollars(customsTotal),
    freightInsuranceAUD: toDollars(freight),
    brokerFeeAUD: toDollars(brokerFee),
    processingChargeAUD: toDollars(processing),
    biosecurityChargeAUD: toDollars(biosecurity),
    dutyAUD: sum((line) => line.dutyAUD),
    totalLandedAUD: sum((line) => line.landedCostAUD),
    importGstAUD: sum((line) => line.importGstAUD),
    units: input.lines.reduce((total, line) => total + line.units, 0),
    marginAUD: toDollars(
      lines.reduce((total, line) => total + toCents(line.netShelfPriceAUD) * line.units, 0) - toCents(sum((line) => line.landedCostAUD)),
    ),
    lines,
  };
}

export const isShipmentRefusal = (value: ShipmentResult | ShipmentRefusal): value is ShipmentRefusal => "field" in value;
