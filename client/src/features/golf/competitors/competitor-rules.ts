import type { COMPETITOR_SEGMENTS } from "@shared/golf/golf-constants";
import { matchesSearch } from "../lib/golf-search";

type Segment = (typeof COMPETITOR_SEGMENTS)[number];

interface CompetitorFacts {
  companyName: string;
  country: string;
  marketSegment: string | null;
  specialization: string | null;
  marketShare: number | null;
  strengths: string | null;
  weaknesses: string | null;
  pricingStrategy: string | null;
  distributionChannels: string | null;
}

const isAustralian = (country: string) => ["australia", "au", "aus"].includes(country.trim().toLowerCase());

/** The four summary cards: total, Australian, premium and combined market share. */
export function summariseCompetitors(competitors: readonly CompetitorFacts[]) {
  return {
    total: competitors.length,
    australian: competitors.filter((c) => isAustralian(c.country)).length,
    premium: competitors.filter((c) => c.marketSegment === "premium").length,
    combinedMarketShare: competitors.reduce((sum, c) => sum + (c.marketShare ?? 0), 0),
  };
}

export interface CompetitorFilters {
  search: string;
  country: string | "all";
  segment: Segment | "all";
}

export const NO_COMPETITOR_FILTERS: CompetitorFilters = { search: "", country: "all", segment: "all" };

export function filterCompetitors<T extends CompetitorFacts>(competitors: readonly T[], filters: CompetitorFilters): T[] {
  return competitors.filter(
    (c) =>
      (filters.country === "all" || c.country === filters.country) &&
      (filters.segment === "all" || c.marketSegment === filters.segment) &&
      matchesSearch(filters.search, [
        c.companyName,
        c.country,
        c.specialization,
        c.strengths,
        c.weaknesses,
        c.pricingStrategy,
        c.distributionChannels,
      ]),
  );
}

export const isFiltered = (filters: CompetitorFilters) =>
  filters.search.trim() !== "" || filters.country !== "all" || filters.segment !== "all";

const SEGMENT_LABELS: Record<Segment, string> = { premium: "Premium", "mid-range": "Mid-range", budget: "Budget" };
export const segmentLabel = (segment: string) => SEGMENT_LABELS[segment as Segment] ?? segment;
