import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvoiceListItem, LeadInvoices } from "@shared/invoices/invoice-api";
import type { ClaimInput, PaymentInput } from "@shared/validation/invoices";
import { apiJson } from "@/lib/api-client";
import { invalidateLeadLists } from "./lead-desk";

const invoicesKey = (reference: string) => [`/api/leads/${reference}/invoices`] as const;

/** The lead's invoices, payments and what is owed (GET /api/leads/:reference/invoices). */
export const useLeadInvoices = (reference: string, enabled: boolean) =>
  useQuery<LeadInvoices>({ queryKey: invoicesKey(reference), enabled });

function useRefreshInvoices(reference: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: invoicesKey(reference) }), invalidateLeadLists(queryClient)]);
}

/** A progress claim for a stage of the accepted quote. */
export function useClaimStage(reference: string) {
  const refresh = useRefreshInvoices(reference);
  return useMutation({
    mutationFn: (claim: ClaimInput) => apiJson<InvoiceListItem>("POST", `/api/leads/${reference}/claims`, claim),
    onSuccess: refresh,
  });
}

/** A payment recorded by hand on one of the lead's invoices. */
export function useRecordPayment(reference: string) {
  const refresh = useRefreshInvoices(reference);
  return useMutation({
    mutationFn: ({ invoice, ...payment }: PaymentInput & { invoice: string }) =>
      apiJson<InvoiceListItem>("POST", `/api/invoices/${invoice}/payments`, payment),
    onSuccess: refresh,
  });
}
