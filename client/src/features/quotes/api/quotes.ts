import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteWriteAnswer, StaffQuoteView } from "@shared/quotes/quote-views";
import type { QuoteContentInput } from "@shared/quotes/quote-validation";
import { apiJson } from "@/lib/api-client";
import { invalidateLeadLists } from "@/features/leads";

/** After a quote changes, the lead (its status, quote value and history) and the lists are read again. */
function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () => invalidateLeadLists(queryClient);
}

/** Writes the lead's first quote (POST, by its reference) or changes it (PATCH: a sent version stays; this is the next). */
export function useSaveQuote(quoteId: number | undefined, reference: string) {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (content: QuoteContentInput) =>
      quoteId === undefined
        ? apiJson<QuoteWriteAnswer>("POST", "/api/quotes", { reference, ...content })
        : apiJson<QuoteWriteAnswer>("PATCH", `/api/quotes/${quoteId}`, content),
    onSuccess: refresh,
  });
}

const quoteAction = (path: string) =>
  function useQuoteAction(quoteId: number) {
    const refresh = useRefreshLeads();
    return useMutation({ mutationFn: () => apiJson<StaffQuoteView>("POST", `/api/quotes/${quoteId}/${path}`), onSuccess: refresh });
  };

/** Sends the newest draft: the homeowner's email with the private link; the lead is Quoted. */
export const useSendQuote = quoteAction("send");
/** A follow-up now, by hand. */
export const useFollowUpQuote = quoteAction("follow-ups");
/** The homeowner replied: the scheduled follow-ups stop. */
export const useLogQuoteReply = quoteAction("reply");

export const quotePdfUrl = (quoteId: number, version: number) => `/api/quotes/${quoteId}/versions/${version}/pdf`;
