/** The golf settings the seller edits, each a value with the source and the date it was taken (issue 14). */

export const GOLF_SETTING_KEYS = ["exchangeRate", "generalDutyRate", "importProcessingCharge"] as const;
export type GolfSettingKey = (typeof GOLF_SETTING_KEYS)[number];

export interface GolfSetting {
  value: number;
  source: string;
  /** YYYY-MM-DD */
  takenOn: string;
}

/**
 * exchangeRate: US$ per A$1 (the AUD to USD rate); generalDutyRate: percent of the customs value for
 * origins without a free-trade agreement; importProcessingCharge: A$ per consignment over A$1,000.
 */
export type GolfSettings = Record<GolfSettingKey, GolfSetting>;

/**
 * GET /api/golf/settings. The exchange rate is the rate history's newest (its day as `takenOn`), and null while the
 * history has none: no figure ever uses a rate the history does not list.
 */
export type GolfSettingsView = Omit<GolfSettings, "exchangeRate"> & { exchangeRate: GolfSetting | null };

/** The settings kept as rows of their own; the exchange rate is kept in the rate history. */
export const STORED_SETTING_KEYS = ["generalDutyRate", "importProcessingCharge"] as const;
export type StoredSettingKey = (typeof STORED_SETTING_KEYS)[number];

export const GOLF_SETTING_LABELS: Record<GolfSettingKey, string> = {
  exchangeRate: "Exchange rate (US$ per A$1)",
  generalDutyRate: "General duty rate (%)",
  importProcessingCharge: "Import processing charge (A$)",
};

/**
 * Starting values for a new database. None is a quote from anywhere: each source says so, and the
 * seller replaces it with the figure they checked (the product fetches nothing from outside). There is
 * no starting exchange rate: until the seller enters one, figures in A$ say that no rate is known.
 */
export const DEFAULT_GOLF_SETTINGS = (takenOn: string): Record<StoredSettingKey, GolfSetting> => ({
  generalDutyRate: { value: 5, source: "Default general rate entered at setup: check your goods' tariff classification", takenOn },
  importProcessingCharge: { value: 0, source: "Not yet entered by the seller: enter the charge your broker quotes", takenOn },
});
