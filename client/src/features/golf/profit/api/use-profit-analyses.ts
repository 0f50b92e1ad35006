import type { ProfitAnalysisRow } from "@shared/golf/golf-api";
import { useGolfList } from "../../lib/golf-list";
import { sampleProfitRows } from "../../lib/sample-rows";

export type { ProfitAnalysisRow };

export const PROFIT_ANALYSIS_PATH = "/api/golf/profit-analysis";

/** GET /api/golf/profit-analysis, or the sample analyses when none are stored. */
export function useProfitAnalyses() {
  return useGolfList<ProfitAnalysisRow>(PROFIT_ANALYSIS_PATH, sampleProfitRows);
}
