import type { CompetitorRow } from "@shared/golf/golf-api";
import { useGolfList } from "../../lib/golf-list";
import { sampleCompetitorRows } from "../../lib/sample-rows";

export type { CompetitorRow };

export const COMPETITORS_PATH = "/api/golf/competitors";

/** GET /api/golf/competitors, or the sample competitors when none are stored. */
export function useGolfCompetitors() {
  return useGolfList<CompetitorRow>(COMPETITORS_PATH, sampleCompetitorRows);
}
