import { sampleCompetitors } from "@shared/golf/sample-data";
import type { CompetitorRow } from "@shared/golf/golf-api";
import { SAMPLE_DATA_DATE, toSampleRows, useGolfList } from "../../lib/golf-list";

export type { CompetitorRow };

export const COMPETITORS_PATH = "/api/golf/competitors";

export const sampleCompetitorRows: CompetitorRow[] = toSampleRows(sampleCompetitors, (row, id) => ({
  id,
  website: null,
  specialization: null,
  estimatedRevenue: null,
  marketShare: null,
  strengths: null,
  weaknesses: null,
  pricingStrategy: null,
  distributionChannels: null,
  createdAt: SAMPLE_DATA_DATE,
  ...row,
}));

/** GET /api/golf/competitors, or the sample competitors when none are stored. */
export function useGolfCompetitors() {
  return useGolfList<CompetitorRow>(COMPETITORS_PATH, sampleCompetitorRows);
}
