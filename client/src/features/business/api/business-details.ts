import { useQuery } from "@tanstack/react-query";
import type { BusinessDetailsAnswer } from "@shared/business-profile";
import type { BusinessDetailsInput } from "@shared/business-details";
import { apiJson } from "@/lib/api-client";
import { useStoringMutation } from "@/lib/refreshing-mutation";

export type { BusinessDetailsAnswer };

export const BUSINESS_DETAILS_KEY = ["/api/business-profile"] as const;

export const useBusinessDetails = () => useQuery<BusinessDetailsAnswer>({ queryKey: BUSINESS_DETAILS_KEY });

export const useSaveBusinessDetails = () =>
  useStoringMutation(BUSINESS_DETAILS_KEY, (input: BusinessDetailsInput & { currentPassword?: string; code?: string }) =>
    apiJson<BusinessDetailsAnswer>("PUT", "/api/business-profile", input),
  );
