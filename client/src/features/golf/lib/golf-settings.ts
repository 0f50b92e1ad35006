import { useQuery } from "@tanstack/react-query";
import type { GolfSettingsView } from "@shared/golf/settings";
import { formatDate } from "@/lib/formatters";

export const GOLF_SETTINGS_PATH = "/api/golf/settings";

/** GET /api/golf/settings: the stored exchange rate, duty rate and processing charge with their sources. */
export function useGolfSettings() {
  return useQuery<GolfSettingsView>({ queryKey: [GOLF_SETTINGS_PATH] });
}

/** "US$0.65 per A$1" with up to 4 decimals, as rates are quoted. */
export const formatRate = (rate: number) =>
  `US$${rate.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 4 })} per A$1`;

/** Said wherever a figure in A$ would need a rate and the rate history has none. */
export const NO_RATE_YET = "no exchange rate recorded yet (staff add one under Rates and charges)";

/** Which rate a converted figure used: "US$0.65 per A$1, taken 20/11/2026 (RBA F11)", or that there is none. */
export const rateUsed = (settings: GolfSettingsView) =>
  settings.exchangeRate
    ? `${formatRate(settings.exchangeRate.value)}, taken ${formatDate(settings.exchangeRate.takenOn)} (source: ${settings.exchangeRate.source})`
    : NO_RATE_YET;
