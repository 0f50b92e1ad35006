import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BusinessDetailsAnswer } from "@shared/business-profile";
import type { BusinessDetailsInput } from "@shared/validation/business-details";
import { apiJson } from "@/lib/api-client";

export type { BusinessDetailsAnswer };

export const BUSINESS_DETAILS_KEY = ["/api/business-profile"] as const;

export const useBusinessDetails = () => useQuery<BusinessDetailsAnswer>({ queryKey: BUSINESS_DETAILS_KEY });

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessDetailsInput) => apiJson<BusinessDetailsAnswer>("PUT", "/api/business-profile", input),
    onSuccess: (answer) => queryClient.setQueryData(BUSINESS_DETAILS_KEY, answer),
  });
}
