import { useQuery } from "@tanstack/react-query";
import type {
  JobCostInput,
  JobCostRow,
  JobCostsAnswer,
  MaterialPrices,
  PriceSuggestions,
  ProductivityReport,
  TakeoffAnswer,
} from "@shared/costs/costs-api";
import type { TakeoffRules } from "@shared/costs/takeoff-rules";
import type { WorkRun } from "@shared/costs/work-runs";
import { apiJson, apiRequest } from "@/lib/api-client";
import { useRefreshingMutation, useStoringMutation } from "@/lib/refreshing-mutation";
import { uploadWithProgress } from "@/lib/upload-with-progress";

const TAKEOFF_RULES_KEY = ["/api/takeoff-rules"] as const;
const MATERIAL_PRICES_KEY = ["/api/material-prices"] as const;
const jobCostsKey = (jobId: number) => ["/api/jobs", String(jobId), "costs"] as const;

/** The take-off of runs as staff write them (the server's rules): only for runs that can be worked out. */
export const useRunsTakeoff = (runs: WorkRun[] | undefined) =>
  useQuery<TakeoffAnswer>({
    queryKey: ["takeoff", JSON.stringify(runs ?? [])],
    queryFn: () => apiJson<TakeoffAnswer>("POST", "/api/takeoff", { runs }),
    enabled: (runs?.length ?? 0) > 0,
    staleTime: 60_000,
  });

export const useJobTakeoff = (jobId: number) => useQuery<TakeoffAnswer>({ queryKey: ["/api/jobs", String(jobId), "takeoff"] });
export const orderListUrl = (jobId: number) => `/api/jobs/${jobId}/order-list.csv`;

/** The job's cost quoted against actual: the Owner's only. */
export const useJobCosts = (jobId: number, enabled: boolean) => useQuery<JobCostsAnswer>({ queryKey: jobCostsKey(jobId), enabled });

export const useAddJobCost = (jobId: number) =>
  useRefreshingMutation(jobCostsKey(jobId), (cost: JobCostInput) => apiJson<JobCostRow>("POST", `/api/jobs/${jobId}/costs`, cost));
/** A receipt's photo on a cost just recorded. */
export const useAttachReceipt = (jobId: number) =>
  useRefreshingMutation(jobCostsKey(jobId), ({ costId, photo }: { costId: number; photo: File }) => {
    const body = new FormData();
    body.append("photo", photo, photo.name);
    return uploadWithProgress<JobCostRow>("POST", `/api/jobs/${jobId}/costs/${costId}/receipt`, body);
  });
export const useRemoveJobCost = (jobId: number) =>
  useRefreshingMutation(jobCostsKey(jobId), (costId: number) => apiRequest("DELETE", `/api/jobs/${jobId}/costs/${costId}`));

export const useTakeoffRules = () => useQuery<TakeoffRules>({ queryKey: TAKEOFF_RULES_KEY });
export const useSaveTakeoffRules = () =>
  useStoringMutation(TAKEOFF_RULES_KEY, (rules: TakeoffRules) => apiJson<TakeoffRules>("PUT", "/api/takeoff-rules", rules));

export const useMaterialPrices = () => useQuery<MaterialPrices>({ queryKey: MATERIAL_PRICES_KEY });
export const useSaveMaterialPrices = () =>
  useStoringMutation(MATERIAL_PRICES_KEY, (prices: MaterialPrices) => apiJson<MaterialPrices>("PUT", "/api/material-prices", prices));

export const useProductivity = (range: { from: string; to: string }) =>
  useQuery<ProductivityReport>({ queryKey: [`/api/reports/productivity?from=${range.from}&to=${range.to}`] });

export const usePriceSuggestions = (enabled: boolean) =>
  useQuery<PriceSuggestions>({ queryKey: ["/api/reports/price-suggestions"], enabled, staleTime: 0 });
