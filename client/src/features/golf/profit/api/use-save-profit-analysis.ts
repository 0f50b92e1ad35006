import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { calculateProfit } from "@shared/golf/profit-math";
import type { profitAnalysisSchema } from "@shared/golf/golf-validation";
import { apiJson } from "@/lib/api-client";
import { blankToNull } from "../../lib/golf-input";
import { PROFIT_ANALYSIS_PATH, type ProfitAnalysisRow } from "./use-profit-analyses";

export type NewProfitAnalysis = z.output<typeof profitAnalysisSchema>;

/** POST /api/golf/profit-analysis with the live results (the server recalculates them), then reload the list. */
export function useSaveProfitAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (analysis: NewProfitAnalysis) =>
      apiJson<ProfitAnalysisRow>("POST", PROFIT_ANALYSIS_PATH, blankToNull({ ...analysis, ...calculateProfit(analysis) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROFIT_ANALYSIS_PATH] }),
  });
}
