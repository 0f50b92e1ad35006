import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { competitorSchema } from "@shared/validation/golf";
import { apiJson } from "@/lib/api-client";
import { blankToNull } from "../../lib/golf-input";
import { COMPETITORS_PATH, type CompetitorRow } from "./use-golf-competitors";

export type NewCompetitor = z.output<typeof competitorSchema>;

/** POST /api/golf/competitors, then reload the list. */
export function useAddCompetitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (competitor: NewCompetitor) => apiJson<CompetitorRow>("POST", COMPETITORS_PATH, blankToNull(competitor)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COMPETITORS_PATH] }),
  });
}
