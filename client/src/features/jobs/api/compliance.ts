import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ComplianceItem, ComplianceRegisterAnswer, ComplianceSettings } from "@shared/compliance/compliance-api";
import type { ComplianceCode } from "@shared/compliance/compliance-rules";
import { apiJson } from "@/lib/api-client";
import { uploadWithProgress } from "@/lib/upload-with-progress";

export type { ComplianceItem, ComplianceRegisterAnswer };

const complianceKey = (jobId: number) => [`/api/jobs/${jobId}/compliance`] as const;

export const useCompliance = (jobId: number) => useQuery<ComplianceRegisterAnswer>({ queryKey: complianceKey(jobId) });

/** After a change to the register: the register, and the schedule (a job that cannot be booked is marked there). */
function useRefreshRegister(jobId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: complianceKey(jobId) }),
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/jobs?") }),
    ]);
}

/** Evidence for one item, as one multipart form: its fields, the certificate in `file`, a photo in `photo`. */
export function useRecordEvidence(jobId: number) {
  const refresh = useRefreshRegister(jobId);
  return useMutation({
    mutationFn: ({ code, body }: { code: ComplianceCode; body: FormData }) =>
      uploadWithProgress<ComplianceItem>("PUT", `/api/jobs/${jobId}/compliance/${code}`, body),
    onSuccess: refresh,
  });
}

export function useOverrideItem(jobId: number) {
  const refresh = useRefreshRegister(jobId);
  return useMutation({
    mutationFn: ({ code, stage, reason }: { code: ComplianceCode; stage?: number; reason: string }) =>
      apiJson<ComplianceItem>("POST", `/api/jobs/${jobId}/compliance/${code}/override`, { reason, ...(stage ? { stage } : {}) }),
    onSuccess: refresh,
  });
}

export function useComplianceSettings(jobId: number) {
  const refresh = useRefreshRegister(jobId);
  return useMutation({
    mutationFn: (change: ComplianceSettings) => apiJson<ComplianceRegisterAnswer>("PATCH", `/api/jobs/${jobId}/compliance`, change),
    onSuccess: refresh,
  });
}
