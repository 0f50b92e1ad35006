import type { PROFIT_CATEGORIES } from "@shared/golf/golf-constants";
import type { MarginBand } from "@shared/golf/profit-math";
import type { BadgeTone } from "../components/badge";

interface AnalysisFacts {
  productCategory: string;
  grossMargin: number;
  netMargin: number;
}

/** The summary cards: how many analyses, their average margins and the best net margin. */
export function summariseAnalyses(analyses: readonly AnalysisFacts[]) {
  if (analyses.length === 0) return { count: 0, averageGrossMargin: null, averageNetMargin: null, best: null };
  const average = (pick: (a: AnalysisFacts) => number) => analyses.reduce((sum, a) => sum + pick(a), 0) / analyses.length;
  const best = analyses.reduce((top, a) => (a.netMargin > top.netMargin ? a : top));
  return {
    count: analyses.length,
    averageGrossMargin: average((a) => a.grossMargin),
    averageNetMargin: average((a) => a.netMargin),
    best: { category: best.productCategory, netMargin: best.netMargin },
  };
}

export type ProfitCategoryFilter = (typeof PROFIT_CATEGORIES)[number] | "all";

export function filterAnalyses<T extends AnalysisFacts>(analyses: readonly T[], category: ProfitCategoryFilter): T[] {
  return category === "all" ? [...analyses] : analyses.filter((a) => a.productCategory === category);
}

/** What each margin band says and how it looks; the words carry the meaning, the colour repeats it. */
export const MARGIN_BAND_DISPLAY: Record<MarginBand, { label: string; tone: BadgeTone; accent: string; text: string }> = {
  excellent: { label: "Excellent margin opportunity", tone: "green", accent: "border-l-green-600", text: "text-green-800" },
  fair: { label: "Moderate margin", tone: "amber", accent: "border-l-amber-400", text: "text-amber-900" },
  low: { label: "Low margin - consider cost optimization", tone: "red", accent: "border-l-red-600", text: "text-red-800" },
};
