import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LEAD_KIND_INFO, type LeadKind } from "@shared/leads/lead-kinds";
import type {
  AdLeadRow,
  InquiryLeadRow,
  LeadDetail,
  LeadEventRow,
  LeadNoteRow,
  LeadPage,
  LeadPush,
  LeadRow,
  PipelineSummary,
} from "@shared/leads/lead-desk-api";
import type { LeadListQuery, LeadNoteInput, LeadUpdateInput } from "@shared/leads/lead-desk-validation";
import { apiJson, apiRequest } from "@/lib/api-client";

export type { AdLeadRow, InquiryLeadRow, LeadDetail, LeadEventRow, LeadNoteRow, LeadPush, LeadRow };

export const PIPELINE_SUMMARY_KEY = ["/api/leads/summary"] as const;

/** The query string of a filtered list; empty values are left out, so the address stays short. */
export function leadQueryString(query: Partial<LeadListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "" || (key === "sort" && value === "newest")) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

export const leadPageKey = (kind: LeadKind, query: LeadListQuery) =>
  [`${LEAD_KIND_INFO[kind].apiPath}?${leadQueryString({ ...query, page: query.page ?? 1 })}`] as const;
export const leadDetailKey = (kind: LeadKind, id: number) => [`${LEAD_KIND_INFO[kind].apiPath}/${id}`] as const;
export const leadExportUrl = (kind: LeadKind, query: LeadListQuery) => {
  const search = leadQueryString({ ...query, page: undefined });
  return `${LEAD_KIND_INFO[kind].apiPath}/export.csv${search ? `?${search}` : ""}`;
};

/**
 * One page of a kind's list, filtered on the server; the previous page of the same kind stays shown while
 * the next loads (never the other kind's rows, which lack this kind's fields).
 */
export const useLeadPage = (kind: LeadKind, query: LeadListQuery, enabled: boolean) =>
  useQuery<LeadPage<LeadRow>>({
    queryKey: leadPageKey(kind, query),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery && String(previousQuery.queryKey[0]).startsWith(`${LEAD_KIND_INFO[kind].apiPath}?`)
        ? keepPreviousData(previous)
        : undefined,
  });

export const usePipelineSummary = (enabled: boolean) => useQuery<PipelineSummary>({ queryKey: PIPELINE_SUMMARY_KEY, enabled });

export const useLeadDetail = (kind: LeadKind, id: number) => useQuery<LeadDetail>({ queryKey: leadDetailKey(kind, id) });

/**
 * The lead is on a staff member's screen: it no longer waits to be opened, so the office is not texted about it.
 * Told once each time a lead is shown; a failure only means the text may still go.
 */
export function useMarkLeadOpened(kind: LeadKind, id: number, shown: boolean) {
  useEffect(() => {
    if (shown) apiRequest("POST", `${LEAD_KIND_INFO[kind].apiPath}/${id}/opened`).catch(() => undefined);
  }, [kind, id, shown]);
}

/**
 * After a change: this lead, every page of its kind's list, and the summary are fetched afresh. Not
 * awaited, so the caller's own onSuccess (its toast) runs before the refreshed lead re-mounts the form.
 */
function useRefreshLead(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  const base = `${LEAD_KIND_INFO[kind].apiPath}?`;
  return () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: leadDetailKey(kind, id) }),
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(base) }),
      queryClient.invalidateQueries({ queryKey: PIPELINE_SUMMARY_KEY }),
    ]);
}

export function useUpdateLead(kind: LeadKind, id: number) {
  const refresh = useRefreshLead(kind, id);
  return useMutation({
    mutationFn: (input: LeadUpdateInput) => apiJson<LeadRow>("PATCH", `${LEAD_KIND_INFO[kind].apiPath}/${id}`, input),
    onSuccess: refresh,
  });
}

export function useAddLeadNote(kind: LeadKind, id: number) {
  const refresh = useRefreshLead(kind, id);
  return useMutation({
    mutationFn: (input: LeadNoteInput) => apiJson<LeadNoteRow>("POST", `${LEAD_KIND_INFO[kind].apiPath}/${id}/notes`, input),
    onSuccess: refresh,
  });
}

/** Every page, open lead and count of the lead lists is fetched afresh (after a change made elsewhere: Not spam, Resend). */
export function invalidateLeadLists(queryClient: ReturnType<typeof useQueryClient>) {
  const bases = Object.values(LEAD_KIND_INFO).map((info) => info.apiPath);
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => bases.some((base) => String(query.queryKey[0]).startsWith(base)) }),
    queryClient.invalidateQueries({ queryKey: PIPELINE_SUMMARY_KEY }),
  ]);
}

/** The private address of a homeowner's photo (staff only); the thumbnail is a small WebP. */
export const leadPhotoUrl = (kind: LeadKind, leadId: number, photoId: number, size: "thumbnail" | "full") =>
  `${LEAD_KIND_INFO[kind].apiPath}/${leadId}/photos/${photoId}${size === "thumbnail" ? "?size=thumbnail" : ""}`;

/** DELETE the lead with its notes, history, unsent emails and photos; the lists and counts are read again. */
export function useDeleteLead(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `${LEAD_KIND_INFO[kind].apiPath}/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: leadDetailKey(kind, id) });
      return invalidateLeadLists(queryClient);
    },
  });
}
