import { useQuery } from "@tanstack/react-query";
import type { PriceTable } from "@shared/estimates/price-table";
import { apiJson } from "@/lib/api-client";
import { useStoringMutation } from "@/lib/refreshing-mutation";

export const PRICING_KEY = ["/api/pricing"] as const;

export const usePriceTable = () => useQuery<PriceTable>({ queryKey: PRICING_KEY });

export const useSavePriceTable = () =>
  useStoringMutation(PRICING_KEY, (table: PriceTable) => apiJson<PriceTable>("PUT", "/api/pricing", table));
