import { defaultDutyRate, landedCost } from "./landed-cost";
import { roundTo2 } from "./profit-math";

export type Market = "US" | "AU";
export const MARKET_CURRENCY: Record<Market, "USD" | "AUD"> = { US: "USD", AU: "AUD" };

export interface PriceObservation {
  /** the order observations were recorded in: of one day, the last one recorded stands */
  id: number;
  observedOn: string;
  market: Market;
  retailer: string;
  price: number;
  inStock: boolean;
}

export interface FxRate {
  date: string;
  usdPerAud: number;
  source: string;
}

/** The landed-cost terms a history or a watch is judged on: by default one unit made in the US, no freight or fee. */
export interface LandedTerms {
  units: number;
  origin: string;
  freightAud: number;
  brokerFeeAud: number;
}
export const DEFAULT_LANDED_TERMS: LandedTerms = { units: 1, origin: "United States", freightAud: 0, brokerFeeAud: 0 };

export interface HistoryRow {
  date: string;
  auPrice: number | null;
  usPrice: number | null;
  usdPerAud: number | null;
  /** the day of the rate used: the date's own, or the latest before it */
  rateDate: string | null;
  usPriceInAud: number | null;
  /** how much dearer the Australian price is than the US price converted at that day's rate, to 0.1% */
  gapPercent: number | null;
  landedCostAud: number | null;
  landedMarginPercent: number | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10 + 0;

/** The latest rate on or before a day (rates sorted by date), or null before the first. */
export function rateOn(rates: readonly FxRate[], day: string): FxRate | null {
  let low = 0;
  let high = rates.length - 1;
  let found: FxRate | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (rates[mid]!.date <= day) {
      found = rates[mid]!;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** The figures of one day from the prices that held then and the rate of that day. */
export function dayFigures(
  day: string,
  auPrice: number | null,
  usPrice: number | null,
  rate: FxRate | null,
  settings: { generalDutyRate: number; importProcessingCharge: number },
  terms: LandedTerms = DEFAULT_LANDED_TERMS,
): HistoryRow {
  const usdPerAud = rate?.usdPerAud ?? null;
  const usPriceInAud = usPrice !== null && usdPerAud ? roundTo2(usPrice / usdPerAud) : null;
  const gapPercent = auPrice !== null && usPriceInAud ? round1(((auPrice - usPriceInAud) / usPriceInAud) * 100) : null;
  let landedCostAud: number | null = null;
  let landedMarginPercent: number | null = null;
  if (usPrice !== null && usdPerAud && auPrice !== null) {
    const landed = landedCost({
      fobPriceUSD: usPrice,
      units: terms.units,
      exchangeRate: usdPerAud,
      dutyRatePercent: defaultDutyRate(terms.origin, settings.generalDutyRate),
      freightInsuranceAUD: terms.freightAud,
      brokerFeeAUD: terms.brokerFeeAud,
      processingChargeAUD: settings.importProcessingCharge,
      shelfPriceIncGstAUD: auPrice,
    });
    if (landed.ok) {
      landedCostAud = landed.landedCostPerUnit;
      landedMarginPercent = landed.marginPercent === null ? null : round1(landed.marginPercent);
    }
  }
  return {
    date: day,
    auPrice,
    usPrice,
    usdPerAud,
    rateDate: rate?.date ?? null,
    usPriceInAud,
    gapPercent,
    landedCostAud,
    landedMarginPercent,
  };
}

/**
 * A product's history, one row per day that has an observation in [from, to]: each market's price is its latest
 * observation on or before that day (of one day, the one recorded last, as the product's current price is), converted
 * at that day's rate. `observations` may start before `from`, so the first row carries what held then.
 */
export function priceHistory(
  observations: readonly PriceObservation[],
  rates: readonly FxRate[],
  settings: { generalDutyRate: number; importProcessingCharge: number },
  range: { from: string; to: string },
  terms: LandedTerms = DEFAULT_LANDED_TERMS,
): HistoryRow[] {
  const byDay = new Map<string, { US?: number; AU?: number }>();
  for (const seen of [...observations].sort((a, b) => a.observedOn.localeCompare(b.observedOn) || a.id - b.id)) {
    const day = byDay.get(seen.observedOn) ?? {};
    day[seen.market] = seen.price;
    byDay.set(seen.observedOn, day);
  }
  const rows: HistoryRow[] = [];
  let au: number | null = null;
  let us: number | null = null;
  for (const [day, prices] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    au = prices.AU ?? au;
    us = prices.US ?? us;
    if (day < range.from || day > range.to) continue;
    rows.push(dayFigures(day, au, us, rateOn(rates, day), settings, terms));
  }
  return rows;
}
