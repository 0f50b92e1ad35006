import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LEAD_KIND_INFO, type LeadKind } from "@shared/leads/lead-kinds";
import { toast } from "@/components/ui/use-toast";
import { apiJson, isSessionEnded } from "@/lib/api-client";
import { ADMIN_QUERY_KEYS, type ReviewRow } from "./admin-lists";
import { invalidateLeadLists, type LeadRow } from "./lead-desk";

/** What a Not spam button restores: a lead of either kind, or a review. */
export type SpamList = LeadKind | "reviews";

const listPath = (list: SpamList) => (list === "reviews" ? "/api/reviews" : LEAD_KIND_INFO[list].apiPath);

/** PATCH {list}/:id/not-spam: the row becomes a normal lead (or pending review) again. */
export function useMarkNotSpam(list: SpamList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<LeadRow | ReviewRow>("PATCH", `${listPath(list)}/${id}/not-spam`),
    onSuccess: async (restored) => {
      if (list === "reviews") {
        queryClient.setQueryData<ReviewRow[]>(ADMIN_QUERY_KEYS.reviews, (rows) =>
          rows?.map((row) => (row.id === restored.id ? (restored as ReviewRow) : row)),
        );
      }
      toast({
        title: "Marked as not spam",
        description: list === "reviews" ? "The review is back in the list, waiting for approval." : "The lead is back in the list.",
      });
      await (list === "reviews" ? queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.reviews }) : invalidateLeadLists(queryClient));
    },
    onError: (error) => {
      if (isSessionEnded(error)) return; // the session handler says so and goes to /login
      toast({ title: "Error", description: "Failed to mark as not spam. Please try again.", variant: "destructive" });
    },
  });
}
