import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdSpendEntry,
  AdSpendList,
  ConversionExportList,
  ConversionExportRow,
  ConversionNames,
  ResponseReport,
  SourcesReport,
  SpendImportAnswer,
} from "@shared/reports/report-types";
import type { AdSpendInput, ReportRange } from "@shared/validation/reports";
import { apiJson, apiRequest } from "@/lib/api-client";

const rangeQuery = (range: ReportRange) => `from=${range.from}&to=${range.to}`;

export const useSourcesReport = (range: ReportRange) =>
  useQuery<SourcesReport>({ queryKey: [`/api/reports/sources?${rangeQuery(range)}`], placeholderData: keepPreviousData });
export const useResponseReport = (range: ReportRange) =>
  useQuery<ResponseReport>({ queryKey: [`/api/reports/response?${rangeQuery(range)}`], placeholderData: keepPreviousData });
export const sourcesCsvUrl = (range: ReportRange) => `/api/reports/sources.csv?${rangeQuery(range)}`;

const AD_SPEND_KEY = ["/api/ad-spend"] as const;
export const useAdSpend = () => useQuery<AdSpendList>({ queryKey: AD_SPEND_KEY });

/** After spend changes, the reports that divide by it are read again. */
function useSpendChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: AD_SPEND_KEY });
    void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/reports/sources") });
  };
}

export function useSaveAdSpend() {
  const changed = useSpendChanged();
  return useMutation({ mutationFn: (entry: AdSpendInput) => apiJson<AdSpendEntry>("PUT", "/api/ad-spend", entry), onSuccess: changed });
}

export type { ConversionExportRow, SpendImportAnswer };

export function useImportAdSpend() {
  const changed = useSpendChanged();
  return useMutation({
    mutationFn: async (csv: string) =>
      (await (await apiRequest("POST", "/api/ad-spend/import", csv, { contentType: "text/csv" })).json()) as SpendImportAnswer,
    onSuccess: changed,
  });
}

const NAMES_KEY = ["/api/reports/conversion-names"] as const;
export const useConversionNames = () => useQuery<ConversionNames>({ queryKey: NAMES_KEY });

export function useSaveConversionNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: ConversionNames) => apiJson<ConversionNames>("PUT", "/api/reports/conversion-names", names),
    onSuccess: (names) => queryClient.setQueryData(NAMES_KEY, names),
  });
}

export const CONVERSION_EXPORTS_KEY = ["/api/reports/conversion-exports"] as const;
export const useConversionExports = () => useQuery<ConversionExportList>({ queryKey: CONVERSION_EXPORTS_KEY });

export const conversionsCsvUrl = (file: "offline" | "enhanced", since: string, includeEarlier: boolean) =>
  `/api/reports/${file === "offline" ? "google-ads-conversions.csv" : "google-ads-enhanced-conversions.csv"}?since=${since}${includeEarlier ? "&includeEarlier=1" : ""}`;
