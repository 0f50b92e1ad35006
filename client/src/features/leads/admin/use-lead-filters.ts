import { useMemo } from "react";
import { useSearchParams } from "wouter";
import { leadListQuerySchema, type LeadListQuery } from "@shared/leads/lead-desk-validation";

const FILTER_KEYS = ["status", "service", "from", "to", "q", "sort", "page", "spam"] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters in the address; a value that does not parse (an old or edited link) is ignored, not fatal. */
function parseFilters(params: URLSearchParams): LeadListQuery {
  const clean: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null && leadListQuerySchema.shape[key].safeParse(value).success) clean[key] = value;
  }
  return leadListQuerySchema.parse(clean);
}

const isDefault = (key: FilterKey, value: unknown) =>
  value === undefined || value === "" || (key === "sort" && value === "newest") || (key === "page" && value === 1);

/**
 * A lead list's filters, sort, page and open lead live in the address (/admin?tab=ga-leads&status=new),
 * so a filtered view can be bookmarked and shared, and Back closes an open lead.
 */
export function useLeadFilters() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseFilters(params), [params]);
  const leadParam = Number(params.get("lead"));
  const openLeadId = Number.isInteger(leadParam) && leadParam > 0 ? leadParam : null;

  const setFilters = (patch: Partial<LeadListQuery>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch) as [FilterKey, unknown][]) {
          if (isDefault(key, value)) next.delete(key);
          else next.set(key, String(value));
        }
        // A new filter starts from its first page.
        if (!("page" in patch)) next.delete("page");
        return next;
      },
      { replace: true },
    );

  const clearFilters = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        FILTER_KEYS.forEach((key) => next.delete(key));
        return next;
      },
      { replace: true },
    );

  const setOpenLead = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete("lead");
      else next.set("lead", String(id));
      return next;
    });

  const filtered = FILTER_KEYS.some((key) => key !== "page" && key !== "sort" && query[key] !== undefined);
  return { query, filtered, setFilters, clearFilters, openLeadId, setOpenLead };
}

export type LeadFilters = ReturnType<typeof useLeadFilters>;
