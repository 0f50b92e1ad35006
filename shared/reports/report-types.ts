/**
 * The owner's reports: where leads come from and what they were worth, how fast they were answered, and the
 * conversions Google Ads is told about. The one place for the sources' names and the API's shapes.
 */

/** Where a lead came from, first match wins (docs/decisions/reports.md). */
export const REPORT_SOURCES = ["Google Ads", "Other paid", "Organic search", "Referral", "Direct"] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** The campaign of a Google Ads lead that carried no utm_campaign, and the name its spend is recorded under. */
export const NO_CAMPAIGN = "Google Ads (no campaign)";

/** The figures of one row of the report, whatever it is split by. Money in cents; null where it cannot be worked out. */
export interface ReportFigures {
  leads: number;
  contacted: number;
  siteVisits: number;
  quoted: number;
  won: number;
  lost: number;
  wonValueCents: number;
  /** won / (won + lost); null before any lead is decided */
  winRate: number | null;
  /** null when no spend is recorded for the row */
  spendCents: number | null;
  costPerLeadCents: number | null;
  costPerWonCents: number | null;
  /** dollars of won work per dollar spent, to two decimals */
  wonValuePerDollar: number | null;
  medianFirstResponseMinutes: number | null;
}

/** The money side: cash received in the range (by the day paid), and what is owed today on invoices issued in it. */
export interface CashFigures {
  cashReceivedCents: number;
  outstandingCents: number;
  /** the part of what is owed that is past its due day */
  overdueCents: number;
}

export interface SourceRow extends ReportFigures, CashFigures {
  source: ReportSource;
  /** the Google Ads campaign, the referring site, or the paid source; null for organic search and direct */
  campaign: string | null;
}

export interface SourcesReport {
  from: string;
  to: string;
  rows: SourceRow[];
  byService: (ReportFigures & { service: string })[];
  byCouncil: (ReportFigures & { council: string })[];
  byMonth: (ReportFigures & CashFigures & { month: string })[];
  totals: ReportFigures & CashFigures;
}

/** The leads that arrived in one hour of one weekday (1 Monday … 7 Sunday, Brisbane time). */
export interface ResponseCell {
  weekday: number;
  hour: number;
  leads: number;
  /** answered within the promise */
  withinPromise: number;
  /** answered late, or still unanswered after the promise ran out */
  late: number;
  medianFirstResponseMinutes: number | null;
}

export interface ResponseReport {
  from: string;
  to: string;
  promiseHours: number;
  cells: ResponseCell[];
  /** share of decided leads (answered, or past the promise) answered within it; null when none is decided */
  withinPromiseShare: number | null;
  withinPromise: number;
  late: number;
}

export interface AdSpendEntry {
  month: string;
  campaign: string;
  amountCents: number;
  updatedBy: string;
  updatedAt: string;
}

/** GET /api/ad-spend */
export interface AdSpendList {
  entries: AdSpendEntry[];
}

/** A month and campaign as an import of Google Ads' cost report adds it up. */
export interface ImportedSpend {
  month: string;
  campaign: string;
  amountCents: number;
}

/** POST /api/ad-spend/import: how many months of campaigns came from how many rows. */
export interface SpendImportAnswer {
  imported: number;
  rows: number;
  entries: ImportedSpend[];
}

/** One line of a refused import: which (counting from 1) and why. */
export interface ImportProblem {
  line: number;
  message: string;
}

/** POST /api/ad-spend/import refused (422): nothing stored, every bad line named. */
export interface SpendImportRefusal {
  message: string;
  errors: ImportProblem[];
}

export const CONVERSION_EVENTS = ["qualified", "won"] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

/** The conversion actions' names as they are set up in Google Ads; the owner can change them. */
export const DEFAULT_CONVERSION_NAMES: Record<ConversionEvent, string> = { qualified: "Qualified lead", won: "Won job" };

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** GET and PUT /api/reports/conversion-names */
export type ConversionNames = Record<ConversionEvent, string>;

/** A download of a conversions file for Google Ads, in GET /api/reports/conversion-exports (the last 20). */
export interface ConversionExportRow {
  id: number;
  file: "offline" | "enhanced";
  since: string;
  includeEarlier: boolean;
  rows: number;
  createdBy: string;
  createdAt: string;
}

export interface ConversionExportList {
  exports: ConversionExportRow[];
}

/** The instant estimate, month by month (Brisbane time): ranges shown, sent as leads, with a site visit booked, won. */
export interface EstimateMonth {
  month: string;
  shown: number;
  sent: number;
  booked: number;
  won: number;
}

export interface EstimatesReport {
  from: string;
  to: string;
  months: EstimateMonth[];
  totals: Omit<EstimateMonth, "month">;
}

/** Texts month by month (Brisbane time): those the provider took, what they cost in segments, and replies. */
export interface TextMonth {
  month: string;
  sent: number;
  segments: number;
  failed: number;
  received: number;
}

export interface TextsReport {
  from: string;
  to: string;
  months: TextMonth[];
  totals: Omit<TextMonth, "month">;
}
