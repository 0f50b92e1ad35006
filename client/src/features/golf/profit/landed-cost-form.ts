import { defaultDutyRate, type LandedCostInputs } from "@shared/golf/landed-cost";
import type { GolfSettingsView } from "@shared/golf/settings";

/** The Landed cost panel's fields as typed (strings), so a half-typed number is never rewritten. */
export type LandedCostFields = Record<keyof LandedCostInputs, string> & { origin: string };

export function initialLandedCostFields(settings: GolfSettingsView): LandedCostFields {
  const origin = "United States";
  return {
    fobPriceUSD: "",
    units: "",
    origin,
    dutyRatePercent: String(defaultDutyRate(origin, settings.generalDutyRate.value)),
    freightInsuranceAUD: "0",
    brokerFeeAUD: "0",
    processingChargeAUD: String(settings.importProcessingCharge.value),
    shelfPriceIncGstAUD: "",
    // blank while no rate is recorded: the calculation asks for one rather than guess
    exchangeRate: settings.exchangeRate ? String(settings.exchangeRate.value) : "",
  };
}

/** Blank is NaN, so the maths refuses it with the field's own message. */
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

export function toLandedCostInputs(fields: LandedCostFields): LandedCostInputs {
  return {
    fobPriceUSD: toNumber(fields.fobPriceUSD),
    units: toNumber(fields.units),
    exchangeRate: toNumber(fields.exchangeRate),
    dutyRatePercent: toNumber(fields.dutyRatePercent),
    freightInsuranceAUD: toNumber(fields.freightInsuranceAUD),
    brokerFeeAUD: toNumber(fields.brokerFeeAUD),
    processingChargeAUD: toNumber(fields.processingChargeAUD),
    shelfPriceIncGstAUD: toNumber(fields.shelfPriceIncGstAUD),
  };
}
