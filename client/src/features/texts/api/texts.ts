import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LEAD_KIND_INFO, type LeadKind } from "@shared/leads/lead-kinds";
import type { OwnTexts, TextSent } from "@shared/texts/text-api";
import { apiJson } from "@/lib/api-client";
import { leadDetailKey } from "@/features/leads";
import { useStoringMutation } from "@/lib/refreshing-mutation";

export type { OwnTexts };
const OWN_TEXTS_KEY = ["/api/auth/texts"] as const;

/** A free text to the lead's homeowner, or "on my way" from the agenda: the lead shows it at once. */
export function useSendText(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiJson<TextSent>("POST", `${LEAD_KIND_INFO[kind].apiPath}/${id}/texts`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadDetailKey(kind, id) }),
  });
}

export function useOnMyWay(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arrival: string) => apiJson<TextSent>("POST", `${LEAD_KIND_INFO[kind].apiPath}/${id}/visit/on-my-way`, { arrival }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadDetailKey(kind, id) }),
  });
}

export const useOwnTexts = () => useQuery<OwnTexts>({ queryKey: OWN_TEXTS_KEY });

export const useSaveOwnTexts = () =>
  useStoringMutation(OWN_TEXTS_KEY, (texts: OwnTexts & { code?: string }) => apiJson<OwnTexts>("PUT", "/api/auth/texts", texts));
