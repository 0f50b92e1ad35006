import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GolfAlert, GolfWatchRow, ProductHistory } from "@shared/golf/golf-api";
import type { PriceObservationInput, WatchInput } from "@shared/golf/price-validation";
import { apiJson, apiRequest } from "@/lib/api-client";

export const historyKey = (productId: number, from: string | undefined) => [
  `/api/golf/products/${productId}/history${from ? `?from=${from}` : ""}`,
];
export const useProductHistory = (productId: number, from: string | undefined, enabled: boolean) =>
  useQuery<ProductHistory>({ queryKey: historyKey(productId, from), enabled, retry: false });

export type { GolfAlert };
export const ALERTS_KEY = ["/api/golf/alerts"] as const;
export const useGolfAlerts = () => useQuery<GolfAlert[]>({ queryKey: ALERTS_KEY });

/** After a price or a watch: the product's history, the catalogue's current prices and the alerts are read again. */
function useGolfChanged(productId: number) {
  const queryClient = useQueryClient();
  return () =>
    void Promise.all([
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(`/api/golf/products/${productId}/`) }),
      queryClient.invalidateQueries({ queryKey: ["/api/golf/products"] }),
      queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
    ]);
}

export function useAddPrice(productId: number) {
  const changed = useGolfChanged(productId);
  return useMutation({
    mutationFn: (input: PriceObservationInput) => apiJson("POST", `/api/golf/products/${productId}/prices`, input),
    onSuccess: changed,
  });
}

export function useAddWatch(productId: number) {
  const changed = useGolfChanged(productId);
  return useMutation({
    mutationFn: (input: Omit<WatchInput, "productId">) => apiJson<GolfWatchRow>("POST", "/api/golf/watches", { ...input, productId }),
    onSuccess: changed,
  });
}

export function useDismissAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("POST", `/api/golf/alerts/${id}/dismiss`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
