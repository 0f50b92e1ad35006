import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdSpendEntry,
  AdSpendList,
  ConversionExportList,
  ConversionExportRow,
  ConversionNames,
  EstimatesReport,
  TextsReport,
  ResponseReport,
  SourcesReport,
  SpendImportAnswer,
} from "@shared/reports/report-types";
import type { AdSpendInput, ConversionsExportInput, ReportRange } from "@shared/reports/report-validation";
import { saveAs } from "@/lib/save-file";
import { apiJson, apiRequest, postCsv } from "@/lib/api-client";
import { useRefreshingMutation, useStoringMutation } from "@/lib/refreshing-mutation";

type ConversionFile = ConversionExportRow["file"];

const rangeQuery = (range: ReportRange) => `from=${range.from}&to=${range.to}`;

export const useSourcesReport = (range: ReportRange) =>
  useQuery<SourcesReport>({ queryKey: [`/api/reports/sources?${rangeQuery(range)}`], placeholderData: keepPreviousData });
export const useResponseReport = (range: ReportRange) =>
  useQuery<ResponseReport>({ queryKey: [`/api/reports/response?${rangeQuery(range)}`], placeholderData: keepPreviousData });
export const useEstimatesReport = (range: ReportRange) =>
  useQuery<EstimatesReport>({ queryKey: [`/api/reports/estimates?${rangeQuery(range)}`], placeholderData: keepPreviousData });
export const useTextsReport = (range: ReportRange) =>
  useQuery<TextsReport>({ queryKey: [`/api/reports/texts?${rangeQuery(range)}`], placeholderData: keepPreviousData });
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
    mutationFn: (csv: string) => postCsv<SpendImportAnswer>("/api/ad-spend/import", csv),
    onSuccess: changed,
  });
}

const NAMES_KEY = ["/api/reports/conversion-names"] as const;
export const useConversionNames = () => useQuery<ConversionNames>({ queryKey: NAMES_KEY });

export const useSaveConversionNames = () =>
  useStoringMutation(NAMES_KEY, (names: ConversionNames) => apiJson<ConversionNames>("PUT", "/api/reports/conversion-names", names));

export const CONVERSION_EXPORTS_KEY = ["/api/reports/conversion-exports"] as const;
export const useConversionExports = () => useQuery<ConversionExportList>({ queryKey: CONVERSION_EXPORTS_KEY });

const CONVERSION_FILE_PATHS = {
  offline: "/api/reports/google-ads-conversions.csv",
  enhanced: "/api/reports/google-ads-enhanced-conversions.csv",
} as const;

/**
 * POST /api/reports/google-ads-(enhanced-)conversions.csv: a download marks its events as sent, so it is a POST
 * (a GET is refused); the file is saved in the browser and the downloads log read again.
 */
export const useDownloadConversions = () =>
  useRefreshingMutation(CONVERSION_EXPORTS_KEY, async ({ file, ...body }: { file: ConversionFile } & ConversionsExportInput) =>
    saveAs(await apiRequest("POST", CONVERSION_FILE_PATHS[file], body), `${file}-conversions.csv`),
  );
