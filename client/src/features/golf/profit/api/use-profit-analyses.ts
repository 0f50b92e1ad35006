import { sampleProfitAnalyses } from "@shared/golf/sample-data";
import type { ProfitAnalysisRow } from "@shared/golf/golf-api";
import { SAMPLE_DATA_DATE, toSampleRows, useGolfList } from "../../lib/golf-list";

export type { ProfitAnalysisRow };

export const PROFIT_ANALYSIS_PATH = "/api/golf/profit-analysis";

export const sampleProfitRows: ProfitAnalysisRow[] = toSampleRows(sampleProfitAnalyses, (row, id) => ({
  id,
  breakEvenUnits: null,
  notes: null,
  lastUpdated: SAMPLE_DATA_DATE,
  ...row,
}));

/** GET /api/golf/profit-analysis, or the sample analyses when none are stored. */
export function useProfitAnalyses() {
  return useGolfList<ProfitAnalysisRow>(PROFIT_ANALYSIS_PATH, sampleProfitRows);
}
