import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Json } from "@shared/api-types";
import type { AuditRow } from "@shared/schema";

export interface AuditFilters {
  from?: string;
  to?: string;
  actor?: string;
  action?: string;
  page?: number;
}

export interface AuditPage {
  rows: Json<AuditRow>[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const queryString = (filters: AuditFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
};

export const useAuditPage = (filters: AuditFilters) =>
  useQuery<AuditPage>({ queryKey: [`/api/audit${queryString(filters)}`], placeholderData: keepPreviousData });

export const auditCsvUrl = (filters: AuditFilters) => `/api/audit.csv${queryString({ ...filters, page: undefined })}`;
