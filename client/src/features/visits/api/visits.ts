import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LEAD_KIND_INFO, type LeadKind } from "@shared/leads/lead-kinds";
import type { AgendaVisit, OpenWindow, SiteVisitView, VisitSettings, VisitWindowPattern } from "@shared/visits/visit-api";
import type { DayOffInput, VisitBookingInput } from "@shared/visits/visit-validation";
import { apiJson, apiRequest } from "@/lib/api-client";
import { invalidateLeadLists } from "@/features/leads";

export type { AgendaVisit, VisitSettings };

export const AGENDA_KEY = ["/api/visits"] as const;
export const OPEN_WINDOWS_KEY = ["/api/visits/open-windows"] as const;
export const VISIT_SETTINGS_KEY = ["/api/visit-windows"] as const;

export const useAgenda = () => useQuery<AgendaVisit[]>({ queryKey: AGENDA_KEY });
export const useOpenWindows = (enabled = true) => useQuery<OpenWindow[]>({ queryKey: OPEN_WINDOWS_KEY, enabled });
export const useVisitSettings = () => useQuery<VisitSettings>({ queryKey: VISIT_SETTINGS_KEY });

/** After a change: the agenda, the open windows, the settings, and every lead list and open lead. */
function useRefreshVisits() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: AGENDA_KEY }),
      queryClient.invalidateQueries({ queryKey: OPEN_WINDOWS_KEY }),
      queryClient.invalidateQueries({ queryKey: VISIT_SETTINGS_KEY }),
      invalidateLeadLists(queryClient),
    ]);
}

export function useBookVisit(kind: LeadKind, leadId: number) {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: (input: VisitBookingInput) => apiJson<SiteVisitView>("PUT", `${LEAD_KIND_INFO[kind].apiPath}/${leadId}/visit`, input),
    onSuccess: refresh,
  });
}

export function useCancelVisit(kind: LeadKind, leadId: number) {
  const refresh = useRefreshVisits();
  return useMutation({ mutationFn: () => apiRequest("DELETE", `${LEAD_KIND_INFO[kind].apiPath}/${leadId}/visit`), onSuccess: refresh });
}

export function useSaveVisitPattern() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: (windows: VisitWindowPattern[]) => apiJson("PUT", "/api/visit-windows", { windows }),
    onSuccess: refresh,
  });
}

export function useAddDayOff() {
  const refresh = useRefreshVisits();
  return useMutation({ mutationFn: (input: DayOffInput) => apiJson("POST", "/api/days-off", input), onSuccess: refresh });
}

export function useRemoveDayOff() {
  const refresh = useRefreshVisits();
  return useMutation({ mutationFn: (day: string) => apiRequest("DELETE", `/api/days-off/${day}`), onSuccess: refresh });
}
