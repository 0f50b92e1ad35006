import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditPage } from "@shared/audit/audit-api";

export interface AuditFilters {
  from?: string;
  to?: string;
  actor?: string;
  action?: string;
  page?: number;
}

export type { AuditPage };

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
