import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BankImportAnswer, BankLineMatched, InvoiceListItem, LeadInvoices, UnmatchedBankLines } from "@shared/invoices/invoice-api";
import type { ClaimInput, CreditInput, PaymentInput, XeroRange } from "@shared/invoices/invoice-validation";
import { apiJson, apiRequest, postCsv } from "@/lib/api-client";
import { invalidateLeadLists } from "@/features/leads";
import { saveAs } from "@/lib/save-file";

const invoicesKey = (reference: string) => [`/api/leads/${reference}/invoices`] as const;

/** The lead's invoices, payments and what is owed (GET /api/leads/:reference/invoices). */
export const useLeadInvoices = (reference: string, enabled: boolean) =>
  useQuery<LeadInvoices>({ queryKey: invoicesKey(reference), enabled });

/** A change to one of the lead's invoices: once it succeeds, the lead's invoices and the lead lists are read again. */
function useInvoiceChange<Input>(reference: string, change: (input: Input) => Promise<InvoiceListItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: invoicesKey(reference) }), invalidateLeadLists(queryClient)]),
  });
}

/** A progress claim for a stage of the accepted quote. */
export const useClaimStage = (reference: string) =>
  useInvoiceChange(reference, (claim: ClaimInput) => apiJson<InvoiceListItem>("POST", `/api/leads/${reference}/claims`, claim));

/** A payment recorded by hand on one of the lead's invoices. */
export const useRecordPayment = (reference: string) =>
  useInvoiceChange(reference, ({ invoice, ...payment }: PaymentInput & { invoice: string }) =>
    apiJson<InvoiceListItem>("POST", `/api/invoices/${invoice}/payments`, payment),
  );

/** A credit note against an invoice (Owner). */
export const useCreditInvoice = (reference: string) =>
  useInvoiceChange(reference, ({ invoice, ...credit }: CreditInput & { invoice: string }) =>
    apiJson<InvoiceListItem>("POST", `/api/invoices/${invoice}/credit`, credit),
  );

const UNMATCHED_KEY = ["/api/bank-statements/unmatched"] as const;

/** Statement credits that named no invoice: staff match or ignore them. */
export const useUnmatchedLines = () => useQuery<UnmatchedBankLines>({ queryKey: UNMATCHED_KEY });

function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: UNMATCHED_KEY }), invalidateLeadLists(queryClient)]);
}

/** POST /api/bank-statements: the bank's CSV as it was exported. */
export function useImportStatement() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (csv: string) => postCsv<BankImportAnswer>("/api/bank-statements", csv),
    onSuccess: refresh,
  });
}

export function useMatchLine() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: ({ id, invoice }: { id: number; invoice: string }) =>
      apiJson<BankLineMatched>("POST", `/api/bank-statements/lines/${id}/match`, { invoice }),
    onSuccess: refresh,
  });
}

export function useIgnoreLine() {
  const refresh = useRefreshPayments();
  return useMutation({ mutationFn: (id: number) => apiRequest("POST", `/api/bank-statements/lines/${id}/ignore`), onSuccess: refresh });
}

/** Xero's sales invoice or payments import file for a range of days, saved in the browser (a POST: it is audited). */
export const useDownloadXero = () =>
  useMutation({
    mutationFn: async ({ file, ...range }: { file: "xero-invoices" | "xero-payments" } & XeroRange) =>
      saveAs(await apiRequest("POST", `/api/invoices/export/${file}`, range), `${file}.csv`),
  });
