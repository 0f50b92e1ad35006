import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadEmailStatus, MailStatus } from "@shared/leads/lead-emails";
import { apiJson } from "@/lib/api-client";
import { invalidateLeadLists } from "./lead-desk";

/** POST /api/lead-emails/:id/resend, then both lead lists are refreshed. */
export function useResendLeadEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<LeadEmailStatus>("POST", `/api/lead-emails/${id}/resend`),
    onSettled: () => invalidateLeadLists(queryClient),
  });
}

export const MAIL_STATUS_QUERY_KEY = ["/api/admin/mail-status"] as const;
export type { MailStatus };
